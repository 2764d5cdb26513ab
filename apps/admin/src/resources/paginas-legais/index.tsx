import { lazy } from 'react';
import { Resource } from 'react-admin';
import GavelIcon from '@mui/icons-material/Gavel';
import type { ConsoleResource } from '../types.ts';

const PaginasLegaisList = lazy(() => import('./paginas-legais-list.tsx'));
const PaginasLegaisCreate = lazy(() => import('./paginas-legais-create.tsx'));
const PaginasLegaisEdit = lazy(() => import('./paginas-legais-edit.tsx'));

/** Privacy policy and terms of use per category (role `editor`). */
export const paginasLegais: ConsoleResource = {
  area: 'paginas-legais',
  element: (
    <Resource
      name="paginas-legais"
      icon={GavelIcon}
      list={PaginasLegaisList}
      create={PaginasLegaisCreate}
      edit={PaginasLegaisEdit}
      recordRepresentation="titulo.pt-br"
    />
  ),
  messages: {
    name: 'Página legal |||| Páginas legais',
    fields: {
      q: 'Buscar',
      categoriaId: 'Categoria',
      pagina: 'Página',
      paginaLegal: 'Página',
      titulo: 'Título',
      'titulo.pt-br': 'Título',
      'titulo.en': 'Título em inglês (Fórmula 4)',
      'texto.pt-br': 'Texto',
      'texto.en': 'Texto em inglês (Fórmula 4)',
    },
    paginas: {
      'politica-privacidade': 'Política de privacidade',
      'termos-de-uso': 'Termos de uso',
    },
  },
};

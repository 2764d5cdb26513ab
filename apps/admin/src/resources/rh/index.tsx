import { lazy } from 'react';
import { Resource } from 'react-admin';
import WorkIcon from '@mui/icons-material/Work';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { ConsoleResource } from '../types.ts';

const AreasList = lazy(() => import('./areas-list.tsx'));
const AreasCreate = lazy(() => import('./areas-create.tsx'));
const AreasEdit = lazy(() => import('./areas-edit.tsx'));
const DepoimentosList = lazy(() => import('./depoimentos-list.tsx'));
const DepoimentosCreate = lazy(() => import('./depoimentos-create.tsx'));
const DepoimentosEdit = lazy(() => import('./depoimentos-edit.tsx'));

/** Careers areas the talent-bank form offers (commercial): renamed, never deleted. */
export const rhAreas: ConsoleResource = {
  area: 'rh',
  element: (
    <Resource
      name="rh/areas"
      icon={WorkIcon}
      list={AreasList}
      create={AreasCreate}
      edit={AreasEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Área de carreira |||| Áreas de carreira',
    fields: { q: 'Buscar', nome: 'Nome', ordem: 'Ordem' },
  },
};

/** Testimonials of the careers page (commercial). */
export const rhDepoimentos: ConsoleResource = {
  area: 'rh',
  element: (
    <Resource
      name="rh/depoimentos"
      icon={FormatQuoteIcon}
      list={DepoimentosList}
      create={DepoimentosCreate}
      edit={DepoimentosEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Depoimento de carreira |||| Depoimentos de carreira',
    fields: {
      q: 'Buscar',
      nome: 'Nome',
      cargo: 'Cargo',
      imagem: 'Foto (endereço)',
      imagemAlt: 'Texto alternativo da foto',
      depoimento: 'Depoimento',
      ordem: 'Ordem',
    },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import FactoryIcon from '@mui/icons-material/Factory';
import type { ConsoleResource } from '../types.ts';

const MontadorasList = lazy(() => import('./montadoras-list.tsx'));
const MontadorasCreate = lazy(() => import('./montadoras-create.tsx'));
const MontadorasEdit = lazy(() => import('./montadoras-edit.tsx'));

/** Race control's manufacturers (issue 11). */
export const montadoras: ConsoleResource = {
  area: 'montadoras',
  element: (
    <Resource
      name="montadoras"
      icon={FactoryIcon}
      list={MontadorasList}
      create={MontadorasCreate}
      edit={MontadorasEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Montadora |||| Montadoras',
    fields: {
      q: 'Buscar',
      nome: 'Nome',
      logo: 'Logo (endereço)',
      imagemBackground: 'Imagem de fundo (endereço)',
      imagemCarro: 'Carro (endereço)',
      website: 'Site (endereço https)',
      instagram: 'Instagram (endereço https)',
    },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ConsoleResource } from '../types.ts';

const PatrocinadoresList = lazy(() => import('./patrocinadores-list.tsx'));
const PatrocinadoresCreate = lazy(() => import('./patrocinadores-create.tsx'));
const PatrocinadoresEdit = lazy(() => import('./patrocinadores-edit.tsx'));

/** Sponsor logos (marketing): the footer's four logo groups per category. */
export const patrocinadores: ConsoleResource = {
  area: 'patrocinadores',
  element: (
    <Resource
      name="patrocinadores"
      icon={HandshakeIcon}
      list={PatrocinadoresList}
      create={PatrocinadoresCreate}
      edit={PatrocinadoresEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Patrocinador |||| Patrocinadores',
    fields: {
      categoriaId: 'Categoria',
      grupo: 'Grupo',
      nome: 'Nome (também o texto alternativo do logo)',
      imagem: 'Logo (endereço)',
      ordem: 'Ordem',
      q: 'Buscar',
    },
  },
};

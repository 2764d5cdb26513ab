import { lazy } from 'react';
import { Resource } from 'react-admin';
import GroupIcon from '@mui/icons-material/Group';
import type { ConsoleResource } from '../types.ts';

const EquipeList = lazy(() => import('./equipe-list.tsx'));
const EquipeCreate = lazy(() => import('./equipe-create.tsx'));
const EquipeEdit = lazy(() => import('./equipe-edit.tsx'));

/** Staff accounts (admin only): list, invite by e-mail, edit name, role and active flag. */
export const equipe: ConsoleResource = {
  area: 'equipe',
  element: (
    <Resource
      name="equipe"
      icon={GroupIcon}
      list={EquipeList}
      create={EquipeCreate}
      edit={EquipeEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Equipe |||| Equipe',
    fields: {
      nome: 'Nome',
      email: 'E-mail',
      papel: 'Papel',
      ativo: 'Ativo',
      q: 'Buscar',
    },
    convite_enviado: 'Convite enviado para %{email}.',
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import GroupIcon from '@mui/icons-material/Group';
import type { ConsoleResource } from '../types.ts';

const StaffList = lazy(() => import('./staff-list.tsx'));
const StaffCreate = lazy(() => import('./staff-create.tsx'));
const StaffEdit = lazy(() => import('./staff-edit.tsx'));

/** Staff accounts (admin only): list, invite by e-mail, edit name, role and active flag. */
export const staff: ConsoleResource = {
  area: 'staff',
  element: (
    <Resource
      name="staff"
      icon={GroupIcon}
      list={StaffList}
      create={StaffCreate}
      edit={StaffEdit}
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

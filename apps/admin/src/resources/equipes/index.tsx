import { lazy } from 'react';
import { Resource } from 'react-admin';
import GroupsIcon from '@mui/icons-material/Groups';
import type { ConsoleResource } from '../types.ts';

const EquipesList = lazy(() => import('./equipes-list.tsx'));
const EquipesCreate = lazy(() => import('./equipes-create.tsx'));
const EquipesEdit = lazy(() => import('./equipes-edit.tsx'));

/** Race control's teams (issue 11). */
export const equipes: ConsoleResource = {
  area: 'equipes',
  element: (
    <Resource
      name="equipes"
      icon={GroupsIcon}
      list={EquipesList}
      create={EquipesCreate}
      edit={EquipesEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Equipe de corrida |||| Equipes de corrida',
    fields: {
      q: 'Buscar',
      nome: 'Nome',
      logo: 'Logo (endereço)',
      logoB: 'Logo para fundo escuro (endereço)',
      background: 'Imagem de fundo (endereço)',
      website: 'Site (endereço https)',
      exibeWebsite: 'Mostrar o site na página da equipe',
    },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import MenuIcon from '@mui/icons-material/Menu';
import type { ConsoleResource } from '../types.ts';

const MenusList = lazy(() => import('./menus-list.tsx'));
const MenusCreate = lazy(() => import('./menus-create.tsx'));
const MenusEdit = lazy(() => import('./menus-edit.tsx'));

/** Menu items (marketing): the links at the top and each category's main menu. */
export const menus: ConsoleResource = {
  area: 'menus',
  element: (
    <Resource
      name="menus"
      icon={MenuIcon}
      list={MenusList}
      create={MenusCreate}
      edit={MenusEdit}
      recordRepresentation={(record) => String(record.titulo?.['pt-br'] ?? record.id)}
    />
  ),
  messages: {
    name: 'Menu |||| Menus',
    fields: {
      categoriaId: 'Categoria',
      grupo: 'Grupo',
      titulo: 'Título',
      'titulo.pt-br': 'Título',
      'titulo.en': 'Título em inglês (Fórmula 4)',
      url: 'Endereço',
      novaAba: 'Abrir em nova aba',
      ordem: 'Ordem',
      q: 'Buscar',
    },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { ConsoleResource } from '../types.ts';

const MaquinasList = lazy(() => import('./maquinas-list.tsx'));
const MaquinasCreate = lazy(() => import('./maquinas-create.tsx'));
const MaquinasEdit = lazy(() => import('./maquinas-edit.tsx'));

/** The car models each category races with (issue 11). */
export const maquinas: ConsoleResource = {
  area: 'maquinas',
  element: (
    <Resource
      name="maquinas"
      icon={DirectionsCarIcon}
      list={MaquinasList}
      create={MaquinasCreate}
      edit={MaquinasEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Máquina |||| Máquinas',
    fields: {
      q: 'Buscar',
      categoriaId: 'Categoria',
      montadoraId: 'Montadora',
      montadora: 'Montadora',
      nome: 'Carro',
      imagem: 'Imagem (endereço)',
    },
  },
};

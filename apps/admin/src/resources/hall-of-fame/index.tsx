import { lazy } from 'react';
import { Resource } from 'react-admin';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import type { ConsoleResource } from '../types.ts';

const HallList = lazy(() => import('./hall-list.tsx'));
const HallCreate = lazy(() => import('./hall-create.tsx'));
const HallEdit = lazy(() => import('./hall-edit.tsx'));

/** Careers before the data starts: retired legends and current drivers' earlier numbers. */
export const hallOfFame: ConsoleResource = {
  area: 'hall-of-fame',
  element: (
    <Resource
      name="hall-of-fame"
      icon={MilitaryTechIcon}
      list={HallList}
      create={HallCreate}
      edit={HallEdit}
      recordRepresentation="nomePiloto"
    />
  ),
  messages: {
    name: 'Hall da fama |||| Hall da fama',
    fields: {
      q: 'Buscar',
      categoriaId: 'Categoria (id)',
      pilotoId: 'Piloto atual (id; vazio para lenda aposentada)',
      nomePiloto: 'Nome do piloto',
      foto: 'Foto (endereço)',
      textoAlternativo: 'Texto alternativo da foto',
      corridas: 'Corridas',
      vitorias: 'Vitórias',
      anosTitulos: 'Anos dos títulos',
    },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import SportsScoreIcon from '@mui/icons-material/SportsScore';
import type { CorridaItem } from '@stockcar/shared/schemas/admin/resultados';
import type { ConsoleResource } from '../types.ts';

const CorridasList = lazy(() => import('./corridas-list.tsx'));
const CorridaPage = lazy(() => import('./corrida-page.tsx'));

/**
 * Race results (issue 11, race control): each race's classification entered or imported from
 * the timing CSV, provisional, then official (docs/race-control-results.md).
 */
export const corridas: ConsoleResource = {
  area: 'corridas',
  element: (
    <Resource
      name="corridas"
      icon={SportsScoreIcon}
      list={CorridasList}
      edit={CorridaPage}
      recordRepresentation={(record: CorridaItem) => `${record.etapa} · ${record.descricao}`}
    />
  ),
  messages: {
    name: 'Resultados |||| Resultados',
    fields: {
      q: 'Buscar (etapa, circuito, corrida)',
      categoriaId: 'Categoria',
      temporada: 'Temporada',
      situacao: 'Situação',
      data: 'Data',
      etapa: 'Etapa',
      descricao: 'Corrida',
      circuito: 'Circuito',
      resultados: 'Linhas',
    },
  },
};

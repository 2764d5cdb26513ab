import { lazy } from 'react';
import { Resource } from 'react-admin';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { ConsoleResource } from '../types.ts';

const TemporadasList = lazy(() => import('./temporadas-list.tsx'));
const TemporadasCreate = lazy(() => import('./temporadas-create.tsx'));
const TemporadasEdit = lazy(() => import('./temporadas-edit.tsx'));

/** Race control's seasons: one per category and year, with the points table (issue 11). */
export const temporadas: ConsoleResource = {
  area: 'temporadas',
  element: (
    <Resource
      name="temporadas"
      icon={EmojiEventsIcon}
      list={TemporadasList}
      create={TemporadasCreate}
      edit={TemporadasEdit}
      recordRepresentation="ano"
    />
  ),
  messages: {
    name: 'Temporada |||| Temporadas',
    fields: {
      categoriaId: 'Categoria',
      ano: 'Ano',
      pontos: 'Pontos (1º, 2º, …)',
      pontosPole: 'Pontos da pole',
      pontosVoltaRapida: 'Pontos da volta mais rápida',
      copiarInscricoesDe: 'Copiar as inscrições da temporada (ano)',
      etapas: 'Etapas',
      inscricoes: 'Inscrições',
    },
    ajuda: {
      copiar: 'Opcional: as inscrições daquele ano desta categoria entram na nova temporada.',
    },
  },
};

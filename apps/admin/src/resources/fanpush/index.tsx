import { lazy } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import type { FanpushJanelaItem } from '@stockcar/shared/schemas/admin/fanpush';
import type { ConsoleResource } from '../types.ts';
import { fanpushMessages } from './messages.ts';

// Lazy: an area's screens load when someone opens them.
const FanpushList = lazy(() => import('./fanpush-list.tsx'));
const FanpushEdit = lazy(() => import('./fanpush-edit.tsx'));
const FanpushConfig = lazy(() => import('./fanpush-config.tsx'));

/**
 * Race control's Fan Push (issue 11): the vote windows the calendar makes (times, candidates,
 * pause, resume, close, live totals, the ballots' export) and the settings it makes them with
 * (`/fanpush/config`, a route of its own ahead of `/fanpush/:id`).
 */
export const fanpush: ConsoleResource = {
  area: 'fanpush',
  element: (
    <Resource
      name="fanpush"
      icon={HowToVoteIcon}
      list={FanpushList}
      edit={FanpushEdit}
      recordRepresentation={(janela: FanpushJanelaItem) => `${janela.etapa} ${janela.temporada}`}
    >
      <Route path="config" element={<FanpushConfig />} />
    </Resource>
  ),
  messages: fanpushMessages,
};

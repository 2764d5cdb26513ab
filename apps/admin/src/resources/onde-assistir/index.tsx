import { lazy } from 'react';
import { Resource } from 'react-admin';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import type { ConsoleResource } from '../types.ts';

const OndeAssistirList = lazy(() => import('./onde-assistir-list.tsx'));
const OndeAssistirCreate = lazy(() => import('./onde-assistir-create.tsx'));
const OndeAssistirEdit = lazy(() => import('./onde-assistir-edit.tsx'));

/** Where to watch each category (issue 11): the circuit and schedule pages list the channels. */
export const ondeAssistir: ConsoleResource = {
  area: 'onde-assistir',
  element: (
    <Resource
      name="onde-assistir"
      icon={LiveTvIcon}
      list={OndeAssistirList}
      create={OndeAssistirCreate}
      edit={OndeAssistirEdit}
      recordRepresentation="nomeCanal"
    />
  ),
  messages: {
    name: 'Onde assistir |||| Onde assistir',
    fields: {
      q: 'Buscar',
      categoriaId: 'Categoria',
      nomeCanal: 'Canal',
      imgCanal: 'Logo do canal (endereço)',
      tag: 'Etiqueta',
      ordem: 'Ordem',
    },
    ajuda: {
      tag: 'Opcional: "TV aberta", "Streaming"…',
      ordem: 'Menor primeiro, na página do circuito e na programação.',
    },
  },
};

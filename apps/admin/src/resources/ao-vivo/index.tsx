import { lazy } from 'react';
import { Resource } from 'react-admin';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import type { ConsoleResource } from '../types.ts';

const AoVivoList = lazy(() => import('./ao-vivo-list.tsx'));
const AoVivoCreate = lazy(() => import('./ao-vivo-create.tsx'));
const AoVivoEdit = lazy(() => import('./ao-vivo-edit.tsx'));

/** Live broadcasts (marketing): on air / off air in one click, address, title and order. */
export const aoVivo: ConsoleResource = {
  area: 'ao-vivo',
  element: (
    <Resource
      name="ao-vivo"
      icon={LiveTvIcon}
      list={AoVivoList}
      create={AoVivoCreate}
      edit={AoVivoEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Ao vivo |||| Ao vivo',
    fields: {
      canal: 'Canal',
      nome: 'Título',
      link: 'Endereço da transmissão',
      online: 'No ar',
      linkVinculado: 'Toca no site (link vinculado)',
      ordem: 'Ordem',
      q: 'Buscar',
    },
    ajuda: {
      canal: 'SITE para a transmissão aberta; outro nome para o canal pago.',
    },
    filtros: { situacao: 'Situação', no_ar: 'No ar', fora_do_ar: 'Fora do ar' },
    acoes: {
      ligar: 'Pôr no ar',
      desligar: 'Tirar do ar',
      ligada: '“%{nome}” está no ar.',
      desligada: '“%{nome}” saiu do ar.',
    },
  },
};

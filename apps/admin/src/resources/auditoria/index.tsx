import { lazy } from 'react';
import { Resource } from 'react-admin';
import HistoryIcon from '@mui/icons-material/History';
import type { ConsoleResource } from '../types.ts';

const AuditoriaList = lazy(() => import('./auditoria-list.tsx'));
const AuditoriaShow = lazy(() => import('./auditoria-show.tsx'));

/** The append-only audit log (admin only): read, never written from the console. */
export const auditoria: ConsoleResource = {
  area: 'auditoria',
  element: (
    <Resource name="auditoria" icon={HistoryIcon} list={AuditoriaList} show={AuditoriaShow} />
  ),
  messages: {
    name: 'Auditoria |||| Auditoria',
    fields: {
      em: 'Quando',
      staffId: 'Pessoa',
      staffEmail: 'Pessoa',
      papel: 'Papel',
      entidade: 'Entidade',
      entidadeId: 'Registro',
      acao: 'Ação',
      antes: 'Antes',
      depois: 'Depois',
      ip: 'Endereço IP',
      de: 'De',
      ate: 'Até',
    },
    alterados: 'Campos alterados',
    nenhum_alterado: 'Nenhum campo alterado',
    vazio: '(nada)',
  },
};

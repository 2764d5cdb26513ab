import { lazy } from 'react';
import { Resource } from 'react-admin';
import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ConsoleResource } from '../types.ts';

const LeadsList = lazy(() => import('./leads-list.tsx'));
const LeadsShow = lazy(() => import('./leads-show.tsx'));

/** Sponsor leads from the public form (commercial desk): status, notes, CSV. */
export const leads: ConsoleResource = {
  area: 'leads',
  element: (
    <Resource
      name="leads"
      icon={HandshakeIcon}
      list={LeadsList}
      show={LeadsShow}
      recordRepresentation="empresa"
    />
  ),
  messages: {
    name: 'Lead de patrocínio |||| Leads de patrocínio',
    fields: {
      empresa: 'Empresa',
      nomeResponsavel: 'Responsável',
      cargo: 'Cargo',
      email: 'E-mail',
      celular: 'Celular',
    },
  },
};

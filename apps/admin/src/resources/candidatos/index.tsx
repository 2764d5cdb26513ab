import { lazy } from 'react';
import { Resource } from 'react-admin';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import type { ConsoleResource } from '../types.ts';

const CandidatosList = lazy(() => import('./candidatos-list.tsx'));
const CandidatosShow = lazy(() => import('./candidatos-show.tsx'));

/** Talent-bank candidates (commercial desk): status, notes, CSV and the CV download. */
export const candidatos: ConsoleResource = {
  area: 'candidatos',
  element: (
    <Resource
      name="candidatos"
      icon={PersonSearchIcon}
      list={CandidatosList}
      show={CandidatosShow}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Candidato |||| Banco de talentos',
    fields: {
      nome: 'Nome',
      email: 'E-mail',
      celular: 'Celular',
      areaId: 'Área',
      areaNome: 'Área',
      linkedin: 'LinkedIn',
      porque: 'Por que a Stock Car',
      sonho: 'Sonho',
      comCv: 'Com currículo',
      cv: 'Currículo',
    },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import SportsMotorsportsIcon from '@mui/icons-material/SportsMotorsports';
import type { ConsoleResource } from '../types.ts';
import { nomeDoPiloto } from '../../components/nome-piloto.ts';

const PilotosList = lazy(() => import('./pilotos-list.tsx'));
const PilotosCreate = lazy(() => import('./pilotos-create.tsx'));
const PilotosEdit = lazy(() => import('./pilotos-edit.tsx'));

/** Race control's drivers (issue 11); entries put them in a season. */
export const pilotos: ConsoleResource = {
  area: 'pilotos',
  element: (
    <Resource
      name="pilotos"
      icon={SportsMotorsportsIcon}
      list={PilotosList}
      create={PilotosCreate}
      edit={PilotosEdit}
      recordRepresentation={nomeDoPiloto}
    />
  ),
  messages: {
    name: 'Piloto |||| Pilotos',
    fields: {
      q: 'Buscar',
      nome: 'Nome',
      sobrenome: 'Sobrenome',
      dataNascimento: 'Data de nascimento',
      imagem: 'Foto (endereço)',
      imagemB: 'Foto alternativa, para cards (endereço)',
      imagemCapacete: 'Capacete (endereço)',
      imagemCarro: 'Carro (endereço)',
      background: 'Imagem de fundo (endereço)',
      instagram: 'Instagram (endereço)',
      exibeInstagram: 'Mostrar o Instagram no site',
    },
    ajuda: { instagram: 'https://www.instagram.com/… (ou deixe em branco).' },
  },
};

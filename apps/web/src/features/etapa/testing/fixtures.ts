import type { Etapa } from '@stockcar/shared/schemas/etapa';

/** The next stage of a season (12ª Etapa at Interlagos, 20 Dec 2026); tests override the rest. */
export const etapa = (overrides: Partial<Etapa> = {}): Etapa => ({
  idEtapa: 1,
  etapa: '12ª Etapa',
  corridas: [
    { descricao: 'Corrida 1', podio: [], podioTurismo: [] },
    { descricao: 'Corrida 2', podio: [], podioTurismo: [] },
  ],
  dataEtapa: '2026-12-20T17:00:00.000Z',
  dataDia: '20',
  dataMes: 'DEZ',
  dataAno: '2026',
  horaClassificacao: '11:00',
  circuito: 'Interlagos',
  cidade: 'São Paulo',
  imagemCircuito: '/c.svg',
  idCircuito: 1,
  finalizada: false,
  proxima: true,
  programacoes: [
    {
      idProgramacao: 1,
      diaProgramacao: 'Sábado',
      dataProgramacao: '2026-12-19',
      htmlProgramacao: '',
    },
  ],
  urlTickets: 'https://ingressos.example/12',
  ...overrides,
});

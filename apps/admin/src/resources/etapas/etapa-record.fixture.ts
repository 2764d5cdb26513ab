/** A Turismo Nacional stage as the API answers it: the record the stage form's tests start from. */
export const ETAPA_RECORD = {
  id: 7,
  versao: 3,
  categoriaId: 6,
  temporada: 2030,
  numero: 9,
  titulo: '9ª Etapa',
  circuitoId: 2,
  data: '2030-11-30T17:00:00.000Z',
  horaClassificacao: '11:00',
  urlTickets: '',
  corridas: [
    { id: 11, numero: 1, descricao: 'Sprint', tipo: 'sprint', situacao: 'oficial' },
    { id: 12, numero: 2, descricao: 'Endurance', tipo: 'endurance', situacao: 'aguardando' },
  ],
  programacoes: [{ id: 5, dia: 'Sábado', data: '2030-11-29', html: '<p>Treinos</p>' }],
  circuito: 'Interlagos',
  finalizada: false,
};

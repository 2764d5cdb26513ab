import type {
  Fanpush,
  PilotoFanpush,
  PilotoVotacao,
  Votacao,
} from '@stockcar/shared/schemas/fanpush';
import type { ReciboFanpush } from '@stockcar/shared/schemas/fanpush-recibos';

/** Driver `n` of the vote: id n, number n, a unique name. */
export const pilotoFanpush = (n: number): PilotoFanpush => ({
  id: n,
  nome: `Piloto ${n}`,
  numero: String(n),
  imagem: `/img/${n}.svg`,
});

/** The stage of the vote. */
export const etapa = {
  titulo: '9ª Etapa',
  circuito: 'Interlagos',
  cidade: 'São Paulo',
  data: '2099-01-02T15:00:00.000Z',
};

/** An open vote of stage 12 with 8 drivers; tests override what they test. */
export function fanpush(overrides: Partial<Fanpush> = {}): Fanpush {
  return {
    fanpushAberto: true,
    dataInicioVotacao: '2026-01-01T00:00:00.000Z',
    dataFimVotacao: '2099-01-01T00:00:00.000Z',
    idEtapaFanpush: 12,
    etapa,
    usuarioVotou: false,
    validado: false,
    listaPilotos: Array.from({ length: 8 }, (_, i) => pilotoFanpush(i + 1)),
    listaPilotosVoto: [],
    ...overrides,
  };
}

/** `count` leaderboard rows, the first with the largest share. */
export function ranking(count: number, share = (i: number) => 10 - i * 0.25): PilotoVotacao[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    posicao: i + 1,
    nome: `Piloto ${i + 1}`,
    imagemB: `/img/${i + 1}.svg`,
    votos: share(i),
    contagem: Math.round(share(i) * 10),
    destaque: i < 6,
  }));
}

export function votacao(overrides: Partial<Votacao> = {}): Votacao {
  return {
    votacaoAberta: true,
    idEtapaFanpush: 12,
    dataInicioVotacao: '2026-01-01T00:00:00.000Z',
    dataFimVotacao: '2099-01-01T00:00:00.000Z',
    pilotos: ranking(24),
    encerrada: false,
    pausada: false,
    totalCedulas: 80,
    checksum: null,
    ...overrides,
  };
}

/** A confirmed ballot of stage 12 with drivers 3, 1 and 7, confirmed on 5 May 2026 at 10:15 BRT. */
export function recibo(overrides: Partial<ReciboFanpush> = {}): ReciboFanpush {
  return {
    recibo: 'FP-7K2M-9QX4-H3TD',
    idEtapaFanpush: 12,
    etapa: '9ª Etapa',
    circuito: 'Interlagos',
    dataEtapa: '2026-05-10T17:00:00.000Z',
    confirmadoEm: '2026-05-05T13:15:00.000Z',
    pilotos: [pilotoFanpush(3), pilotoFanpush(1), pilotoFanpush(7)],
    ...overrides,
  };
}

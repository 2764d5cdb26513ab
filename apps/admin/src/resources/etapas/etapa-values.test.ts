import { describe, expect, it, vi } from 'vitest';
import { EtapaInputSchema } from '@stockcar/shared/schemas/admin/etapas';
import {
  brasiliaFormat as toBrasiliaLocal,
  brasiliaParse as fromBrasiliaLocal,
} from '../../components/brasilia-input.tsx';
import { ETAPA_RECORD } from './etapa-record.fixture.ts';
import { toEtapaInput } from './etapa-values.ts';

const record = ETAPA_RECORD;

describe('the stage form in Brasília time', () => {
  it('shows a race start in Brasília time and reads what is typed back as the instant', () => {
    expect(toBrasiliaLocal('2030-11-30T17:00:00.000Z')).toBe('2030-11-30T14:00');
    expect(fromBrasiliaLocal('2030-11-30T14:00')).toBe('2030-11-30T17:00:00.000Z');
    // Past midnight in UTC, still the evening before in Brasília.
    expect(toBrasiliaLocal('2030-03-02T01:30:00.000Z')).toBe('2030-03-01T22:30');
    expect(fromBrasiliaLocal('2030-03-01T22:30')).toBe('2030-03-02T01:30:00.000Z');
    // Brazil kept summer time until 2019: a 2018 summer race was at UTC−2.
    expect(fromBrasiliaLocal('2018-12-09T14:00')).toBe('2018-12-09T16:00:00.000Z');
    expect(toBrasiliaLocal('2018-12-09T16:00:00.000Z')).toBe('2018-12-09T14:00');
    expect(fromBrasiliaLocal('')).toBe('');
    expect(fromBrasiliaLocal('amanhã')).toBe('');
    expect(toBrasiliaLocal(null)).toBe('');
  });

  it('round-trips every instant of a day through the form, whatever the zone of the computer', () => {
    try {
      for (const tz of ['Asia/Tokyo', 'America/Los_Angeles', 'UTC']) {
        vi.stubEnv('TZ', tz);
        expect(toBrasiliaLocal('2030-11-30T17:00:00.000Z')).toBe('2030-11-30T14:00');
        for (let h = 0; h < 24; h += 1) {
          const iso = new Date(Date.UTC(2030, 5, 15, h, 45)).toISOString();
          expect(fromBrasiliaLocal(toBrasiliaLocal(iso))).toBe(iso);
        }
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the stage form values', () => {
  it('sends the contract: races and days keep their ids, read-only fields stay behind', () => {
    const input = toEtapaInput(record);
    expect(input).toEqual({
      categoriaId: 6,
      temporada: 2030,
      numero: 9,
      titulo: '9ª Etapa',
      circuitoId: 2,
      data: '2030-11-30T17:00:00.000Z',
      horaClassificacao: '11:00',
      urlTickets: '',
      corridas: [
        { id: 11, numero: 1, descricao: 'Sprint', tipo: 'sprint' },
        { id: 12, numero: 2, descricao: 'Endurance', tipo: 'endurance' },
      ],
      programacoes: [{ id: 5, dia: 'Sábado', data: '2030-11-29', html: '<p>Treinos</p>' }],
    });
    expect(EtapaInputSchema.safeParse(input).success).toBe(true);
  });

  it("maps react-admin's nulls, new items and a type left over from another category", () => {
    const input = toEtapaInput({
      ...record,
      categoriaId: 1,
      titulo: null,
      urlTickets: null,
      corridas: [...record.corridas, { numero: 3, descricao: null, tipo: null }],
      programacoes: [{ dia: 'Domingo', data: '2030-11-30', html: '<p></p>' }],
    });
    expect(input).toMatchObject({
      titulo: '',
      urlTickets: '',
      corridas: [
        { id: 11, tipo: null },
        { id: 12, tipo: null },
        { numero: 3, descricao: '', tipo: null },
      ],
      programacoes: [{ dia: 'Domingo', data: '2030-11-30', html: '' }],
    });
    expect(input.corridas[2]).not.toHaveProperty('id');
    const parsed = EtapaInputSchema.safeParse(input);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'corridas.2.descricao',
      'programacoes.0.html',
    ]);
  });
});

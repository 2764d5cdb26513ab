import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import * as s from '../../db/schema/index.ts';
import { auditOf } from '../../../test/console-crud.ts';
import {
  consoleOf,
  createRace,
  GOOD_BODY as GOOD,
  proSeriesDesk,
  publicPoints,
  storedRace,
} from '../../../test/corridas.ts';

const { t, etapaId, rc } = await proSeriesDesk();
afterAll(() => t.close());

const points = () => publicPoints(t, 1, 2026);

// This season's table: the default positions, 2 for the pole, 1 for the fastest lap.
await t.db
  .update(s.temporadaCategoria)
  .set({ pontosPole: 2, pontosVoltaRapida: 1 })
  .where(and(eq(s.temporadaCategoria.categoriaId, 1), eq(s.temporadaCategoria.ano, 2026)));

describe('PUT /admin/corridas/:id/resultado', () => {
  it('saves a provisional classification: points scored shown, public standings unchanged', async () => {
    const race = await createRace(t.db, etapaId);
    const events: unknown[] = [];
    const stop = t.app.events.subscribe('conteudo', (e) => void events.push(e));
    const res = await rc.send('PUT', `/corridas/${race.id}/resultado`, { ...GOOD, versao: 1 });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      situacao: 'provisorio',
      versao: 2,
      oficialEm: null,
      pole: { numero: '7' },
      voltaRapida: { numero: '30' },
      voltaRapidaTempo: '1:30.900',
      resultados: 4,
    });
    expect(
      saved.classificacao.map((r: { numero: string; pontos: number }) => [r.numero, r.pontos]),
    ).toEqual([
      ['12', 30],
      ['7', 26 + 2],
      ['30', 22 + 1],
      ['5', 0],
    ]);
    expect(await points()).toEqual({ João: 0, Ana: 0, Bia: 0, Caio: 0 });
    expect(events).toEqual([{ entidade: 'resultado', id: race.id }]);
    const [audit] = await auditOf(t, 'resultado', race.id);
    expect(audit).toMatchObject({
      acao: 'salvar',
      antes: { situacao: 'aguardando', classificacao: [] },
    });
    expect(audit?.depois).toMatchObject({ situacao: 'provisorio', versao: 2, pole: '7' });
  });

  it('saves and publishes in one go: the standings count the race', async () => {
    const race = await createRace(t.db, etapaId);
    const res = await rc.send('PUT', `/corridas/${race.id}/resultado`, {
      ...GOOD,
      oficializar: true,
      versao: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().situacao).toBe('oficial');
    expect(Date.parse(res.json().oficialEm)).toBeGreaterThan(Date.now() - 60_000);
    expect(await points()).toEqual({ João: 30, Ana: 28, Bia: 23, Caio: 0 });
    // Saved again without publishing (a correction): its points leave the standings.
    const back = await rc.send('PUT', `/corridas/${race.id}/resultado`, { ...GOOD, versao: 2 });
    expect(back.json()).toMatchObject({ situacao: 'provisorio', oficialEm: res.json().oficialEm });
    expect(await points()).toEqual({ João: 0, Ana: 0, Bia: 0, Caio: 0 });
    expect((await auditOf(t, 'resultado', race.id)).map((a) => a.acao)).toEqual([
      'salvar',
      'salvar',
    ]);
  });

  it('answers 409 to the second of two users saving the same version, keeping the first save', async () => {
    const race = await createRace(t.db, etapaId);
    const other = await consoleOf(t);
    const first = await rc.send('PUT', `/corridas/${race.id}/resultado`, { ...GOOD, versao: 1 });
    expect(first.statusCode).toBe(200);
    const before = await storedRace(t.db, race.id);
    const second = await other.send('PUT', `/corridas/${race.id}/resultado`, {
      ...GOOD,
      pole: '12',
      versao: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(VERSION_CONFLICT);
    expect(await storedRace(t.db, race.id)).toEqual(before);
    expect(await auditOf(t, 'resultado', race.id)).toHaveLength(1);
  });

  it('answers 404 for a race that does not exist', async () => {
    const res = await rc.send('PUT', '/corridas/999999/resultado', { ...GOOD, versao: 1 });
    expect(res.statusCode).toBe(404);
  });
});

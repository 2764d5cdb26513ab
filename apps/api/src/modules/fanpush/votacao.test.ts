import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FanpushPreviewResponseSchema,
  UltimosVencedoresResponseSchema,
  VotacaoResponseSchema,
} from '@stockcar/shared/schemas/fanpush';
import * as s from '../../db/schema/index.ts';
import { anon, call, createClubApp } from '../../../test/club.ts';
import { HOUR, createFanpush } from '../../../test/fanpush.ts';
import type { TestApp } from '../../../test/helper.ts';
import { firstAndLast } from './mapper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

/** Gives the i-th driver of the vote `votes(i)` votes in its counter. */
async function setCounters(
  fp: Awaited<ReturnType<typeof createFanpush>>,
  votes: (i: number) => number,
) {
  for (const [i, d] of fp.drivers.entries()) {
    await t.db
      .update(s.fanpushPiloto)
      .set({ votos: votes(i) })
      .where(and(eq(s.fanpushPiloto.fanpushId, fp.vote.id), eq(s.fanpushPiloto.pilotoId, d.id)));
  }
}

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

describe('GET /fanpush/votacao', () => {
  it('lists at most 24 drivers by votes, percentages with 2 decimals, the top 6 flagged', async () => {
    const fp = await createFanpush(t.db, { drivers: 30, urlVideo: 'https://video.example/live' });
    await setCounters(fp, (i) => (i * 7) % 31);
    const res = await call(t, 'GET', `/fanpush/votacao?idEtapaFanpush=${fp.idEtapaFanpush}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2');
    const body = VotacaoResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      votacaoAberta: true,
      idEtapaFanpush: fp.idEtapaFanpush,
      url: 'https://video.example/live',
      dataFimVotacao: fp.vote.dataFimVotacao.toISOString(),
    });
    expect(body.pilotos).toHaveLength(24);
    const votos = body.pilotos.map((p) => p.votos);
    expect([...votos].sort((a, b) => b - a)).toEqual(votos);
    expect(votos.every((v) => decimals(v) <= 2)).toBe(true);
    expect(body.pilotos.map((p) => p.posicao)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(body.pilotos.filter((p) => p.destaque).map((p) => p.posicao)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(body.pilotos[0]).toEqual({
      id: expect.any(Number),
      posicao: 1,
      nome: expect.any(String),
      imagemB: expect.stringMatching(/^\/m\/b-/),
      votos: expect.any(Number),
      contagem: 30,
      destaque: true,
    });
    expect(body).toMatchObject({ encerrada: false, pausada: false, checksum: null });
  });

  it('shares sum to about 100 and follow the counters', async () => {
    const fp = await createFanpush(t.db, { drivers: 24 });
    await setCounters(fp, (i) => i + 1); // 1 + ... + 24 = 300 picks
    const res = await call(t, 'GET', `/fanpush/votacao?idEtapaFanpush=${fp.idEtapaFanpush}`);
    const { pilotos } = VotacaoResponseSchema.parse(res.json());
    const sum = pilotos.reduce((acc, p) => acc + p.votos, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.01 * pilotos.length);
    expect(pilotos[0]?.votos).toBe(8); // 24 / 300
    expect(pilotos[23]?.votos).toBe(0.33); // 1 / 300
    expect(pilotos.map((p) => p.contagem)).toEqual(Array.from({ length: 24 }, (_, i) => 24 - i));
  });

  it('shows the open vote by default, with 0% before any vote and no url', async () => {
    const fp = await createFanpush(t.db, { inicio: new Date(Date.now() - 1000) });
    const { pilotos, ...rest } = VotacaoResponseSchema.parse(
      (await call(t, 'GET', '/fanpush/votacao')).json(),
    );
    expect(rest.idEtapaFanpush).toBe(fp.idEtapaFanpush);
    expect(rest.url).toBeUndefined();
    expect(pilotos.map((p) => p.votos)).toEqual([0, 0, 0, 0, 0]);
    expect((await call(t, 'GET', '/fanpush/votacao?idEtapaFanpush=999999')).statusCode).toBe(404);
  });

  it('names drivers by first and last name', () => {
    expect(firstAndLast('Ayrton', 'Senna da Silva')).toBe('Ayrton Silva');
    expect(firstAndLast('Rubens Gonçalves', 'Barrichello')).toBe('Rubens Barrichello');
    expect(firstAndLast('Xuxa', '')).toBe('Xuxa');
  });
});

describe('GET /Fanpush/ultimos-vencedores and /Fanpush/preview/{id_etapa}', () => {
  it('gives the top 6 of the last closed vote', async () => {
    const fp = await createFanpush(t.db, {
      drivers: 8,
      inicio: new Date(Date.now() - 3 * HOUR),
      fim: new Date(Date.now() - 1000),
    });
    await setCounters(fp, (i) => 10 + i);
    const res = await call(t, 'GET', '/Fanpush/ultimos-vencedores');
    expect(res.headers['cache-control']).toBe('no-cache');
    const { ultimosVencedores } = UltimosVencedoresResponseSchema.parse(res.json());
    expect(ultimosVencedores).toHaveLength(6);
    expect(ultimosVencedores.map((w) => w.idPiloto)).toEqual(
      fp.drivers
        .slice(2)
        .reverse()
        .map((d) => d.id),
    );
    expect(ultimosVencedores[0]).toMatchObject({
      posicao: 1,
      idEtapaFanpush: fp.idEtapaFanpush,
      etapa: fp.etapa.titulo,
      votos: 15.74, // 17 / 108
      dataEtapa: fp.etapa.data.toISOString(),
    });
  });

  it('previews a stage’s vote cards without login', async () => {
    const fp = await createFanpush(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Fanpush/preview/${fp.idEtapaFanpush}`,
      headers: anon(),
    });
    expect(res.statusCode).toBe(200);
    const body = FanpushPreviewResponseSchema.parse(res.json());
    expect(body.fanpushAberto).toBe(true);
    expect(body.listaPilotos).toHaveLength(5);
    expect(body.listaPilotos).toContainEqual(fp.drivers[0]);
    expect((await call(t, 'GET', '/Fanpush/preview/999999')).statusCode).toBe(404);
  });
});

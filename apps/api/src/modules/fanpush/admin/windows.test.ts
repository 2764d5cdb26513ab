import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FanpushJanelaDetalheSchema,
  FanpushJanelaItemSchema,
} from '@stockcar/shared/schemas/admin/fanpush';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import * as s from '../../../db/schema/index.ts';
import { auditOf, type Send } from '../../../../test/console-crud.ts';
import { createCategoria, createInscricao } from '../../../../test/factories.ts';
import { HOUR, createFanpush, createVoter, pendingVote } from '../../../../test/fanpush.ts';
import {
  DAY,
  clubAppForFile,
  createProStage,
  insertBallot,
  raceControl,
  windowOf,
} from '../../../../test/fanpush-lifecycle.ts';
import { present } from '../../../../test/staff.ts';
import type { TestApp } from '../../../../test/helper.ts';
import { freezeWindow } from '../freeze.ts';

/** Race control reads the windows and sets how the calendar makes them (issue 11). */

let t: TestApp;
let send: Send;
clubAppForFile(async (app) => {
  t = app;
  send = await raceControl(app);
});

const ids = (body: { itens: { id: number }[] }) => body.itens.map((i) => i.id);

describe('GET/PUT /admin/fanpush/config', () => {
  it('saves the settings over the version, audited, and the windows follow at once', async () => {
    const { etapa } = await createProStage(t.db, new Date(Date.now() + 60 * DAY), 3);
    const read = await send('GET', '/fanpush/config');
    expect(read.json()).toEqual({ diasAntes: 7, minutosAntes: 0, versao: 1 });

    const saved = await send('PUT', '/fanpush/config', {
      diasAntes: 3,
      minutosAntes: 15,
      versao: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ diasAntes: 3, minutosAntes: 15, versao: 2 });
    const w = present(await windowOf(t.db, etapa.id), 'window made at once');
    expect(w.dataInicioVotacao.getTime()).toBe(etapa.data.getTime() - 3 * DAY);
    expect(w.dataFimVotacao.getTime()).toBe(etapa.data.getTime() - 15 * 60_000);
    const [entry] = await auditOf(t, 'fanpush-config', 1);
    expect(entry).toMatchObject({
      acao: 'editar',
      antes: { diasAntes: 7, minutosAntes: 0, versao: 1 },
      depois: { diasAntes: 3, minutosAntes: 15, versao: 2 },
    });

    const stale = await send('PUT', '/fanpush/config', {
      diasAntes: 9,
      minutosAntes: 0,
      versao: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(VERSION_CONFLICT);
    const bad = await send('PUT', '/fanpush/config', {
      diasAntes: 0,
      minutosAntes: 2000,
      versao: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'body.diasAntes', message: 'A antecedência em dias vai de 1 a 60.' },
      {
        path: 'body.minutosAntes',
        message: 'O fechamento em minutos antes da largada vai de 0 a 1440.',
      },
    ]);
    expect((await send('GET', '/fanpush/config')).json()).toEqual(saved.json());
  });
});

describe('GET /admin/fanpush', () => {
  it('lists windows newest stage first with their situation, filtered by situation and season', async () => {
    const now = Date.now();
    const agendada = await createFanpush(t.db, {
      inicio: new Date(now + 200 * DAY),
      fim: new Date(now + 201 * DAY),
    });
    const aberta = await createFanpush(t.db);
    const pausada = await createFanpush(t.db, {
      inicio: new Date(now - 2 * HOUR),
      fim: new Date(now + 2 * HOUR),
    });
    await t.db.update(s.fanpush).set({ pausada: true }).where(eq(s.fanpush.id, pausada.vote.id));
    const frozen = await createFanpush(t.db, {
      inicio: new Date(now - 9 * DAY),
      fim: new Date(now - 8 * DAY),
    });
    await freezeWindow(t.db, frozen.vote.id, new Date());
    const timeUp = await createFanpush(t.db, {
      inicio: new Date(now - 5 * DAY),
      fim: new Date(now - 4 * DAY),
    });

    const all = await send('GET', '/fanpush?porPagina=200');
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().itens.map((i: unknown) => FanpushJanelaItemSchema.parse(i));
    const dates = items.map((i: { dataEtapa: string }) => i.dataEtapa);
    expect(dates).toEqual([...dates].sort().reverse());
    const situacao = (fp: { vote: { id: number } }) =>
      items.find((i: { id: number }) => i.id === fp.vote.id)?.situacao;
    expect([agendada, aberta, pausada, frozen, timeUp].map(situacao)).toEqual([
      'agendada',
      'aberta',
      'pausada',
      'encerrada',
      'encerrada',
    ]);
    for (const [name, expected, others] of [
      ['agendada', [agendada], [aberta, pausada, frozen]],
      ['aberta', [aberta], [agendada, pausada, timeUp]],
      ['pausada', [pausada], [aberta, agendada]],
      ['encerrada', [frozen, timeUp], [aberta, agendada, pausada]],
    ] as const) {
      const found = ids((await send('GET', `/fanpush?situacao=${name}&porPagina=200`)).json());
      for (const fp of expected) expect(found, name).toContain(fp.vote.id);
      for (const fp of others) expect(found, name).not.toContain(fp.vote.id);
    }
    const season = agendada.etapa.temporada;
    const bySeason = (await send('GET', `/fanpush?temporada=${season}&porPagina=200`)).json();
    expect(bySeason.itens.every((i: { temporada: number }) => i.temporada === season)).toBe(true);
    expect(ids(bySeason)).toContain(agendada.vote.id);

    const page = (await send('GET', '/fanpush?porPagina=1&pagina=2')).json();
    expect(page.itens).toHaveLength(1);
    expect(page.total).toBe(all.json().total);
  });

  it('counts confirmed ballots only while open, and the frozen number once closed', async () => {
    const fp = await createFanpush(t.db, {
      inicio: new Date(Date.now() - 30 * DAY),
      fim: new Date(Date.now() - 29 * DAY),
    });
    const picks = fp.drivers.slice(0, 3).map((d) => d.id);
    await insertBallot(t.db, fp.vote.id, picks);
    await insertBallot(t.db, fp.vote.id, picks);
    await pendingVote(t, await createVoter(t), fp.vote.id, picks);
    const item = async () =>
      (await send('GET', '/fanpush?porPagina=200'))
        .json()
        .itens.find((i: { id: number }) => i.id === fp.vote.id);
    expect((await item()).totalCedulas).toBe(2);
    await freezeWindow(t.db, fp.vote.id, new Date());
    expect(await item()).toMatchObject({ totalCedulas: 2, checksum: expect.any(String) });
  });
});

describe('GET /admin/fanpush/:id', () => {
  it('counts live from the ballots (not the counters), most voted first; frozen once closed; the entry list', async () => {
    const fp = await createFanpush(t.db, { drivers: 4 });
    const [a, b, c, d] = fp.drivers;
    const other = await createCategoria(t.db);
    await createInscricao(t.db, { categoriaId: other.id, temporada: fp.etapa.temporada });
    await insertBallot(t.db, fp.vote.id, [Number(b?.id), Number(c?.id), Number(d?.id)]);
    await insertBallot(t.db, fp.vote.id, [Number(b?.id), Number(a?.id), Number(d?.id)]);
    // The leaderboard's counters say otherwise: the console counts the ballots themselves.
    await t.db
      .update(s.fanpushPiloto)
      .set({ votos: 50 })
      .where(eq(s.fanpushPiloto.fanpushId, fp.vote.id));

    const live = FanpushJanelaDetalheSchema.parse(
      (await send('GET', `/fanpush/${fp.vote.id}`)).json(),
    );
    expect(live.totalCedulas).toBe(2);
    // Two votes each: by name.
    const leaders = [b, d].sort((x, y) => String(x?.nome).localeCompare(String(y?.nome), 'pt-BR'));
    expect(live.contagem.slice(0, 2).map((x) => [x.idPiloto, x.votos])).toEqual(
      leaders.map((x) => [x?.id, 2]),
    );
    expect(live.contagem.map((x) => x.posicao)).toEqual([1, 2, 3, 4]);
    expect(live.contagem.find((x) => x.idPiloto === a?.id)).toEqual({
      idPiloto: a?.id,
      nome: a?.nome,
      numero: a?.numero,
      votos: 1,
      posicao: expect.any(Number),
    });
    const entered = live.inscritos.map((i) => i.idPiloto);
    for (const driver of fp.drivers) expect(entered).toContain(driver.id);
    expect(live.inscritos.every((i) => i.numero !== '')).toBe(true);

    await freezeWindow(t.db, fp.vote.id, new Date());
    const closed = FanpushJanelaDetalheSchema.parse(
      (await send('GET', `/fanpush/${fp.vote.id}`)).json(),
    );
    expect(closed.situacao).toBe('encerrada');
    expect(closed.contagem).toEqual(live.contagem);
  });
});

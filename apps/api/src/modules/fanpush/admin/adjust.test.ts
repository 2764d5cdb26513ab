import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FANPUSH_TEXTOS, FanpushJanelaDetalheSchema } from '@stockcar/shared/schemas/admin/fanpush';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import * as s from '../../../db/schema/index.ts';
import { auditOf, type Send } from '../../../../test/console-crud.ts';
import { createPiloto } from '../../../../test/factories.ts';
import { HOUR, createFanpush, createVoter, pendingVote } from '../../../../test/fanpush.ts';
import {
  slot,
  clubAppForFile,
  insertBallot,
  raceControl,
} from '../../../../test/fanpush-lifecycle.ts';
import type { TestApp } from '../../../../test/helper.ts';
import { freezeWindow } from '../freeze.ts';

/** Race control adjusts a window (issue 11): `PUT /admin/fanpush/:id`. */

let t: TestApp;
let send: Send;
clubAppForFile(async (app) => {
  t = app;
  send = await raceControl(app);
});

let slots = 0;
/** A window of its own slot (never sharing time with another of this file). */
async function ownWindow(drivers = 5) {
  slots += 1;
  return createFanpush(t.db, { ...slot(slots), drivers });
}

type Fp = Awaited<ReturnType<typeof createFanpush>>;
const input = (fp: Fp, changes: Record<string, unknown> = {}) => ({
  dataInicioVotacao: fp.vote.dataInicioVotacao.toISOString(),
  dataFimVotacao: fp.vote.dataFimVotacao.toISOString(),
  candidatos: fp.drivers.map((d) => d.id),
  urlVideo: '',
  versao: 1,
  ...changes,
});
const read = async (fp: Fp) =>
  FanpushJanelaDetalheSchema.parse((await send('GET', `/fanpush/${fp.vote.id}`)).json());

describe('PUT /admin/fanpush/:id', () => {
  it('adjusts times, candidates and video over the version; flags what was set by hand; audited', async () => {
    const fp = await ownWindow();
    const published: unknown[] = [];
    const stop = t.app.events.subscribe('conteudo', (p) => void published.push(p));
    const inicio = new Date(fp.vote.dataInicioVotacao.getTime() + HOUR).toISOString();
    const moved = await send(
      'PUT',
      `/fanpush/${fp.vote.id}`,
      input(fp, { dataInicioVotacao: inicio, urlVideo: 'https://video.example/ao-vivo' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      versao: 2,
      dataInicioVotacao: inicio,
      urlVideo: 'https://video.example/ao-vivo',
      horariosAjustados: true,
      candidatosAjustados: false,
      situacao: 'agendada',
    });

    const fewer = fp.drivers.slice(1).map((d) => d.id);
    const dropped = fp.drivers[0]?.id ?? 0;
    const chosen = await send(
      'PUT',
      `/fanpush/${fp.vote.id}`,
      input(fp, { dataInicioVotacao: inicio, candidatos: fewer, versao: 2 }),
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ versao: 3, candidatosAjustados: true });
    expect(chosen.json().candidatos).toEqual([...fewer].sort((a, b) => a - b));
    expect(chosen.json().candidatos).not.toContain(dropped);
    stop();

    const edits = await auditOf(t, 'fanpush', fp.vote.id);
    expect(edits.map((e) => e.acao)).toEqual(['editar', 'editar']);
    expect(edits[0]?.antes).toMatchObject({ versao: 1, horariosAjustados: false });
    expect(edits[1]?.depois).toMatchObject({ versao: 3, candidatos: chosen.json().candidatos });
    expect(published).toEqual([
      { entidade: 'fanpush', id: fp.vote.id },
      { entidade: 'fanpush', id: fp.vote.id },
    ]);
  });

  it('refuses each rule with its Portuguese text, and changes nothing', async () => {
    const earlier = await ownWindow();
    const fp = await ownWindow();
    await insertBallot(
      t.db,
      fp.vote.id,
      fp.drivers.slice(0, 3).map((d) => d.id),
    );
    const outsider = await createPiloto(t.db);
    const before = await read(fp);
    const race = fp.etapa.data.getTime();
    const cases = [
      {
        body: input(fp, { dataFimVotacao: new Date(race + 1000).toISOString() }),
        path: 'body.dataFimVotacao',
        message: FANPUSH_TEXTOS.fimAteALargada,
      },
      {
        body: input(fp, { dataFimVotacao: fp.vote.dataInicioVotacao.toISOString() }),
        path: 'body.dataFimVotacao',
        message: FANPUSH_TEXTOS.fimDepoisDoInicio,
      },
      {
        body: input(fp, {
          dataInicioVotacao: new Date(earlier.vote.dataFimVotacao.getTime() - HOUR).toISOString(),
        }),
        path: 'body.dataInicioVotacao',
        message: FANPUSH_TEXTOS.sobreposicao(
          `${earlier.etapa.titulo} de ${earlier.etapa.temporada}`,
        ),
      },
      {
        body: input(fp, { candidatos: [...fp.drivers.map((d) => d.id), outsider.id] }),
        path: 'body.candidatos',
        message: FANPUSH_TEXTOS.candidatoNaoInscrito,
      },
      {
        body: input(fp, { candidatos: fp.drivers.slice(1).map((d) => d.id) }),
        path: 'body.candidatos',
        message: FANPUSH_TEXTOS.candidatosComVotos,
      },
    ];
    for (const c of cases) {
      const res = await send('PUT', `/fanpush/${fp.vote.id}`, c.body);
      expect(res.statusCode, c.message).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json().detail).toBe(c.message);
      expect(res.json().errors).toEqual([{ path: c.path, message: c.message }]);
    }
    expect(await read(fp)).toEqual(before);

    // A driver nobody picked may go, and anyone entered may join, with ballots in.
    const [, , , unpicked = 0] = fp.drivers.map((d) => d.id);
    const fine = await send(
      'PUT',
      `/fanpush/${fp.vote.id}`,
      input(fp, { candidatos: fp.drivers.map((d) => d.id).filter((id) => id !== unpicked) }),
    );
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('never edits a closed window, and answers 409 over a stale version', async () => {
    const fp = await ownWindow();
    const stale = await send('PUT', `/fanpush/${fp.vote.id}`, input(fp, { versao: 7 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(VERSION_CONFLICT);

    await freezeWindow(t.db, fp.vote.id, new Date());
    const current = (await read(fp)).versao;
    const closed = await send('PUT', `/fanpush/${fp.vote.id}`, input(fp, { versao: current }));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().detail).toBe(FANPUSH_TEXTOS.janelaEncerrada);
    expect((await read(fp)).versao).toBe(current);
    expect(await auditOf(t, 'fanpush', fp.vote.id)).toEqual([]);
  });

  it('drops the pending picks naming a removed candidate: that member picks again', async () => {
    const fp = await ownWindow();
    const [a, b, c, d, e] = fp.drivers.map((x) => x.id);
    const voter = await createVoter(t);
    await pendingVote(t, voter, fp.vote.id, [Number(a), Number(b), Number(c)]);
    const res = await send(
      'PUT',
      `/fanpush/${fp.vote.id}`,
      input(fp, { candidatos: [b, c, d, e] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.db
      .select()
      .from(s.fanpushVoto)
      .where(and(eq(s.fanpushVoto.fanpushId, fp.vote.id), eq(s.fanpushVoto.usuarioId, voter.m.id)));
    expect(left).toEqual([]);
  });
});

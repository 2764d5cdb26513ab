import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CEDULAS_CSV_COLUNAS,
  FANPUSH_TEXTOS,
  FanpushJanelaDetalheSchema,
} from '@stockcar/shared/schemas/admin/fanpush';
import { VotacaoResponseSchema } from '@stockcar/shared/schemas/fanpush';
import { RecibosFanpushResponseSchema } from '@stockcar/shared/schemas/fanpush-recibos';
import * as s from '../../db/schema/index.ts';
import { RECEIPT_PATTERN } from '../../lib/receipt.ts';
import { anon, call, solveCaptcha } from '../../../test/club.ts';
import { auditOf, type Send } from '../../../test/console-crud.ts';
import { HOUR, createFanpush, createPhoneMember, voterSession } from '../../../test/fanpush.ts';
import {
  slot,
  clubAppForFile,
  fakeClock,
  raceControl,
  voteThroughApp,
} from '../../../test/fanpush-lifecycle.ts';
import type { TestApp } from '../../../test/helper.ts';

/**
 * An auditable vote (issue 11): members vote through the club's path, race control closes the
 * window and exports its ballots; the file recounts to the published result, its SHA-256 is the
 * published checksum, every member finds their receipt in it once, and it names no member.
 */

let t: TestApp;
const REAL = Date.now();
clubAppForFile((app) => {
  t = app;
});

const clockAt = fakeClock();

type Member = Awaited<ReturnType<typeof createPhoneMember>>;
const PICKS = [
  [0, 1, 2],
  [0, 1, 3],
  [0, 4, 5],
  [1, 2, 0],
  [5, 4, 3],
];

/** The CSV's data lines as cells (BOM, header and CRLF taken off). */
function rowsOf(body: string) {
  const [header, ...lines] = body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(header).toBe(CEDULAS_CSV_COLUNAS.join(';'));
  return lines.map((line) => line.split(';'));
}

describe('the ballots export of a closed window', () => {
  it('recounts to the published result, matches the checksum and every receipt, names nobody', async () => {
    const first = slot(1, REAL);
    clockAt(first.inicio.getTime() + HOUR);
    const fp = await createFanpush(t.db, { ...first, drivers: 6 });
    const ids = fp.drivers.map((d) => d.id);
    const members: Member[] = [];
    for (const picks of PICKS) {
      const m = await createPhoneMember(t);
      const { confirmed } = await voteThroughApp(
        t,
        await voterSession(t, m),
        fp.idEtapaFanpush,
        picks.map((i) => Number(ids[i])),
      );
      expect(confirmed?.statusCode, confirmed?.body).toBe(200);
      members.push(m);
    }
    const undecided = await createPhoneMember(t);
    const picked = await (
      await voterSession(t, undecided)
    ).as('POST', '/Fanpush', {
      captcha: await solveCaptcha(t),
      idEtapaFanpush: fp.idEtapaFanpush,
      piloto: ids.slice(0, 3).map((id) => ({ id })),
    });
    expect(picked.statusCode).toBe(200); // never confirmed: not a ballot

    let rc: Send = await raceControl(t);
    const early = await rc('GET', `/fanpush/${fp.vote.id}/cedulas.csv`);
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe(FANPUSH_TEXTOS.naoEncerrada);
    expect((await rc('POST', `/fanpush/${fp.vote.id}/encerrar`, { versao: 1 })).statusCode).toBe(
      200,
    );

    // The first member votes again in the next window: receipts come newest first.
    const second = slot(2, REAL);
    clockAt(second.inicio.getTime() + HOUR);
    const next = await createFanpush(t.db, { ...second, drivers: 3 });
    const [firstMember] = members;
    if (!firstMember) throw new Error('no member');
    await voteThroughApp(
      t,
      await voterSession(t, firstMember),
      next.idEtapaFanpush,
      next.drivers.map((d) => d.id),
    );

    rc = await raceControl(t);
    const res = await rc('GET', `/fanpush/${fp.vote.id}/cedulas.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"/);
    const digest = createHash('sha256').update(res.rawPayload).digest('hex');
    const [window] = await t.db.select().from(s.fanpush).where(eq(s.fanpush.id, fp.vote.id));
    expect(res.headers['x-checksum-sha256']).toBe(digest);
    expect(window?.checksum).toBe(digest);
    const board = VotacaoResponseSchema.parse(
      (await call(t, 'GET', `/fanpush/votacao?idEtapaFanpush=${fp.idEtapaFanpush}`)).json(),
    );
    expect(board).toMatchObject({ encerrada: true, checksum: digest, totalCedulas: PICKS.length });

    // Anyone recounts the published result from the file.
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(PICKS.length);
    const recount = new Map(ids.map((id) => [id, 0]));
    for (const row of rows) {
      expect(row).toHaveLength(CEDULAS_CSV_COLUNAS.length);
      for (const id of row.slice(2)) recount.set(Number(id), (recount.get(Number(id)) ?? 0) + 1);
    }
    expect(new Map(board.pilotos.map((p) => [p.id, p.contagem]))).toEqual(recount);
    const detail = FanpushJanelaDetalheSchema.parse(
      (await rc('GET', `/fanpush/${fp.vote.id}`)).json(),
    );
    expect(new Map(detail.contagem.map((c) => [c.idPiloto, c.votos]))).toEqual(recount);

    // Each member's receipt is in the file once, with the same three picks in order.
    for (const [i, m] of members.entries()) {
      const mine = await (await voterSession(t, m)).as('GET', '/Fanpush/recibos');
      expect(mine.headers['cache-control']).toBe('no-store');
      const { recibos } = RecibosFanpushResponseSchema.parse(mine.json());
      expect(recibos.map((r) => r.idEtapaFanpush)).toEqual(
        i === 0 ? [next.idEtapaFanpush, fp.idEtapaFanpush] : [fp.idEtapaFanpush],
      );
      const receipt = recibos.find((r) => r.idEtapaFanpush === fp.idEtapaFanpush);
      expect(receipt?.recibo).toMatch(RECEIPT_PATTERN);
      expect(receipt).toMatchObject({
        etapa: fp.etapa.titulo,
        dataEtapa: fp.etapa.data.toISOString(),
      });
      const lines = rows.filter((row) => row[0] === receipt?.recibo);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.slice(2).map(Number)).toEqual(receipt?.pilotos.map((p) => p.id));
      expect(receipt?.pilotos).toEqual(PICKS[i]?.map((k) => fp.drivers[k]));
    }
    const none = await (await voterSession(t, undecided)).as('GET', '/Fanpush/recibos');
    expect(none.json()).toEqual({ recibos: [] });
    expect((await call(t, 'GET', '/Fanpush/recibos', undefined, anon())).statusCode).toBe(401);

    // No member data in the file.
    for (const { m } of [...members, undecided]) {
      for (const value of [
        m.email,
        m.nome,
        m.cpf ?? '',
        m.telefone,
        m.telefone.replace(/\D/g, ''),
      ]) {
        expect(res.body).not.toContain(value);
      }
    }
    expect((await auditOf(t, 'fanpush', fp.vote.id)).map((e) => e.acao)).toEqual([
      'encerrar',
      'exportar',
    ]);

    // A driver renamed after the close changes neither the file nor its checksum.
    await t.db
      .update(s.piloto)
      .set({ nome: 'Renomeado' })
      .where(eq(s.piloto.id, Number(ids[0])));
    const again = await rc('GET', `/fanpush/${fp.vote.id}/cedulas.csv`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});

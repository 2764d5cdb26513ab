import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { PDF_BYTES } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  CANDIDATE_EMAIL,
  DAY,
  ago,
  candidateExists,
  insertCandidate,
  insertOutbox,
  outboxExists,
  recordingLog,
  retentionDeps,
} from '../../../test/retention.ts';
import { runRetention } from './retention-job.ts';

/* How a run behaves: idempotent, batched, logged without personal data, resilient. */

let t: TestApp;
const NOW = new Date();
const YEARS_AGO = ago(NOW, 3 * 365 * DAY);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLES = [
  'b2b_proposta',
  'candidato',
  'candidato_cv',
  'captcha_usado',
  'codigo_sms',
  'consentimento',
  'envio_formulario',
  'falha_login',
  'link_email',
  'mensagem_saida',
  'nota_comercial',
  'patrocinador_lead',
  'sessao_familia',
  'sessao_token',
];

describe('a run', () => {
  it('deletes what is past its period once: a second run deletes nothing more', async () => {
    await insertCandidate(t.db, YEARS_AGO);
    await insertOutbox(t.db, YEARS_AGO);
    await t.db.insert(s.falhaLogin).values({ chave: 'ip:10.1.1.1', criadoEm: YEARS_AGO });

    const first = await runRetention(retentionDeps(t), NOW);
    expect(Object.keys(first).sort()).toEqual(TABLES);
    expect(first).toMatchObject({ candidato: 1, mensagem_saida: 1, falha_login: 1 });

    const second = await runRetention(retentionDeps(t), NOW);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
  });

  it('deletes a backlog larger than a batch in full, one short statement per batch', async () => {
    for (let i = 0; i < 5; i += 1) await insertOutbox(t.db, YEARS_AGO);
    const before = t.queries.length;
    const counts = await runRetention(retentionDeps(t, { batchSize: 2 }), NOW);
    expect(counts.mensagem_saida).toBe(5);
    const deletes = t.queries
      .slice(before)
      .filter((statement) => statement.startsWith('delete from "mensagem_saida"'));
    expect(deletes).toHaveLength(3);
  });

  it('logs the counts per table and nothing of the people', async () => {
    await insertCandidate(t.db, YEARS_AGO);
    const { log, lines } = recordingLog();
    await runRetention(retentionDeps(t, { log }), NOW);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.level).toBe('info');
    const [fields] = line?.args ?? [];
    expect(fields).toEqual({ job: 'retention', deleted: expect.any(Object) });
    const deleted = (fields as { deleted: Record<string, unknown> }).deleted;
    expect(Object.values(deleted).every((n) => typeof n === 'number')).toBe(true);
    expect(deleted.candidato).toBe(1);
    const text = JSON.stringify(lines);
    for (const personal of [CANDIDATE_EMAIL, 'Joana', '91234'])
      expect(text).not.toContain(personal);
  });

  it('applies the periods it is given (RETENTION_* settings)', async () => {
    const message = await insertOutbox(t.db, ago(NOW, 4 * DAY));
    await runRetention(retentionDeps(t), NOW);
    expect(await outboxExists(t.db, message.id)).toBe(true);
    const periods = { ...t.app.config.retention.periods, outboxDays: 3 };
    await runRetention(retentionDeps(t, { periods }), NOW);
    expect(await outboxExists(t.db, message.id)).toBe(false);
  });

  it('stops at once when the server is closing', async () => {
    const message = await insertOutbox(t.db, YEARS_AGO);
    const closing = new AbortController();
    closing.abort();
    await runRetention(retentionDeps(t), NOW, closing.signal);
    expect(await outboxExists(t.db, message.id)).toBe(true);
    await runRetention(retentionDeps(t), NOW);
  });
});

describe('a failure', () => {
  it('keeps the row whose file could not be removed, runs the other rules, and the next run retries', async () => {
    const candidate = await insertCandidate(t.db, YEARS_AGO, 'cv/preso.pdf');
    await t.app.storage.putPrivate('cv/preso.pdf', PDF_BYTES);
    const message = await insertOutbox(t.db, YEARS_AGO);
    const brokenStorage = {
      deletePrivate: async () => {
        throw new Error('storage unavailable');
      },
    };

    const { log, lines } = recordingLog();
    await expect(
      runRetention(retentionDeps(t, { storage: brokenStorage, log }), NOW),
    ).rejects.toThrow('retention failed for: candidato');
    expect(lines.filter((line) => line.level === 'error').map((line) => line.args)).toEqual([
      [
        {
          err: expect.objectContaining({ message: 'storage unavailable' }),
          job: 'retention',
          table: 'candidato',
        },
        'retention: a table failed',
      ],
    ]);
    expect(await candidateExists(t.db, candidate.id)).toBe(true);
    expect(await outboxExists(t.db, message.id)).toBe(false);

    await runRetention(retentionDeps(t), NOW);
    expect(await candidateExists(t.db, candidate.id)).toBe(false);
    expect(await t.app.storage.getPrivate('cv/preso.pdf')).toBeUndefined();
  });
});

describe('settings', () => {
  it('default to the issue’s periods and can be changed, within bounds', () => {
    expect(loadConfig({}).retention).toEqual({
      periods: {
        candidatesMonths: 12,
        leadsMonths: 24,
        outboxDays: 30,
        expiredDays: 7,
        loginFailuresHours: 24,
        revocationProofMonths: 60,
      },
      intervalMinutes: 60,
    });
    const changed = loadConfig({
      RETENTION_CANDIDATES_MONTHS: '6',
      RETENTION_LEADS_MONTHS: '12',
      RETENTION_OUTBOX_DAYS: '10',
      RETENTION_EXPIRED_DAYS: '2',
      RETENTION_LOGIN_FAILURES_HOURS: '48',
      RETENTION_REVOCATION_PROOF_MONTHS: '36',
      RETENTION_INTERVAL_MINUTES: '15',
    });
    expect(changed.retention).toEqual({
      periods: {
        candidatesMonths: 6,
        leadsMonths: 12,
        outboxDays: 10,
        expiredDays: 2,
        loginFailuresHours: 48,
        revocationProofMonths: 36,
      },
      intervalMinutes: 15,
    });
    expect(() => loadConfig({ RETENTION_OUTBOX_DAYS: '0' })).toThrow(/RETENTION_OUTBOX_DAYS/);
  });

  it('are served to the web app, whose privacy page states them', async () => {
    const res = await t.app.inject({ url: '/runtime-config.json' });
    expect(res.json().retention).toEqual(t.app.config.retention.periods);
  });
});

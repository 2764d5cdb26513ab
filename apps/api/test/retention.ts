import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import * as s from '../src/db/schema/index.ts';
import type { JobLog } from '../src/jobs/scheduler.ts';
import type { RetentionDeps } from '../src/jobs/retention/retention-job.ts';
import type { TestApp } from './helper.ts';
import { candidateForm } from './rh.ts';

/** Retention test helpers: rows of a given age, the job's deps, a log that keeps its lines. */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
/** An hour either side of a cutoff: past the period, or not yet. */
export const justBefore = (cutoff: Date) => ago(cutoff, HOUR);
export const justAfter = (cutoff: Date) => new Date(cutoff.getTime() + HOUR);

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  args: unknown[];
}

/** A logger that keeps what it is told, for tests that read the job's log lines. */
export function recordingLog(): { log: JobLog; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at =
    (level: LogLine['level']) =>
    (...args: unknown[]) => {
      lines.push({ level, args });
    };
  return {
    log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') },
    lines,
  };
}

/** What the scheduled job passes, on this test app; overrides change any of it. */
export function retentionDeps(t: TestApp, overrides: Partial<RetentionDeps> = {}): RetentionDeps {
  return {
    db: t.db,
    storage: t.app.storage,
    periods: t.app.config.retention.periods,
    log: recordingLog().log,
    ...overrides,
  };
}

/** A talent-bank area, made once per database. */
async function rhArea(db: Db) {
  const [found] = await db.select().from(s.rhArea).limit(1);
  if (found) return found;
  const [made] = await db.insert(s.rhArea).values({ nome: 'Engenharia' }).returning();
  if (!made) throw new Error('area not created');
  return made;
}

export const CANDIDATE_EMAIL = 'joana.retencao@exemplo.com';

/** A talent-bank candidate who applied at `criadoEm`, with the CV key given (if any). */
export async function insertCandidate(db: Db, criadoEm: Date, cvArquivo: string | null = null) {
  const { idArea, ...form } = candidateForm((await rhArea(db)).id);
  const [row] = await db
    .insert(s.candidato)
    .values({
      ...form,
      nome: 'Joana Retenção',
      email: CANDIDATE_EMAIL,
      areaId: idArea,
      criadoEm,
      cvArquivo,
      cvNomeOriginal: cvArquivo ? 'curriculo.pdf' : null,
      cvTipo: cvArquivo ? 'application/pdf' : null,
      cvRecebidoEm: cvArquivo ? criadoEm : null,
    })
    .returning();
  if (!row) throw new Error('candidate not created');
  return row;
}

/** A message the local outbox kept at `criadoEm`. */
export async function insertOutbox(db: Db, criadoEm: Date) {
  const [row] = await db
    .insert(s.mensagemSaida)
    .values({ canal: 'email', destino: 'fa@exemplo.com', assunto: 'Olá', corpo: 'Texto', criadoEm })
    .returning();
  if (!row) throw new Error('message not created');
  return row;
}

export async function outboxExists(db: Db, id: number) {
  const rows = await db.select().from(s.mensagemSaida).where(eq(s.mensagemSaida.id, id));
  return rows.length === 1;
}

export async function candidateExists(db: Db, id: number) {
  const rows = await db.select().from(s.candidato).where(eq(s.candidato.id, id));
  return rows.length === 1;
}

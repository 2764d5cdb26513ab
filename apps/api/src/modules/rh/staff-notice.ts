import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { candidato, rhArea } from '../../db/schema/index.ts';
import type { MailService } from '../../services/mail.ts';
import { t } from '../../i18n.ts';

/** The CV may be attached this long after the candidate was saved; then the notice says it is missing. */
export const CV_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface StaffNoticeDeps {
  db: Db;
  mail: Pick<MailService, 'send'>;
  /** STAFF_EMAIL: who reads the talent bank's notices. */
  staffEmail: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export type NoticeOutcome = 'sent' | 'already' | 'failed';

type Candidate = typeof candidato.$inferSelect;

function when(date: Date): string {
  return date.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
}

/** The staff e-mail about one candidate: the form's answers and what became of the CV. */
export function candidateNotice(c: Candidate, area: string) {
  const cvLine = c.cvRecebidoEm
    ? t('emails:notices.talentCv.received', {
        data: when(c.cvRecebidoEm),
        arquivo: c.cvNomeOriginal ?? '',
      })
    : t('emails:notices.talentCv.missing');
  const subject = c.cvRecebidoEm
    ? t('emails:notices.talentSubject', { nome: c.nome, area })
    : t('emails:notices.talentCvMissingSubject', { nome: c.nome, area });
  const fields: [string, string][] = [
    [t('emails:notices.fields.nome'), c.nome],
    [t('emails:notices.fields.email'), c.email],
    [t('emails:notices.fields.celular'), c.celular],
    [t('emails:notices.fields.cep'), c.cep],
    [t('emails:notices.fields.area'), area],
    [t('emails:notices.fields.linkedin'), c.linkedin],
    [t('emails:notices.fields.porque'), c.porque],
    [t('emails:notices.fields.sonho'), c.sonho],
    [t('emails:notices.talentCv.label'), cvLine],
  ];
  const lines = fields.map(([label, value]) => `${label}: ${value}`);
  return { subject, text: `${subject}\n\n${lines.join('\n')}\n` };
}

/**
 * E-mails the staff about a candidate at most once: the row is claimed (`notificadoEm` set by a
 * conditional update) before sending, so a concurrent upload and job cannot both send; a failed
 * send gives the claim back for the job's next run. The CV itself is never attached: only
 * `commercial` and `admin` download it, from the console, audited.
 */
export async function notifyStaffOnce(
  deps: StaffNoticeDeps,
  id: number,
  now: Date,
): Promise<NoticeOutcome> {
  const [claimed] = await deps.db
    .update(candidato)
    .set({ notificadoEm: now })
    .where(and(eq(candidato.id, id), isNull(candidato.notificadoEm)))
    .returning();
  if (!claimed) return 'already';
  try {
    const [area] = await deps.db
      .select({ nome: rhArea.nome })
      .from(rhArea)
      .where(eq(rhArea.id, claimed.areaId));
    const notice = candidateNotice(claimed, area?.nome ?? '');
    await deps.mail.send({ to: deps.staffEmail, ...notice });
    return 'sent';
  } catch (err) {
    deps.log.error({ err, idCandidato: id }, 'talent-bank staff e-mail failed; retried by the job');
    await deps.db
      .update(candidato)
      .set({ notificadoEm: null })
      .where(and(eq(candidato.id, id), eq(candidato.notificadoEm, now)));
    return 'failed';
  }
}

/**
 * Candidates whose notice is due as of `now`: the CV arrived (its e-mail failed at upload), or
 * the 24 hours to send it are over. In id order after `afterId`, `limit` at a time.
 */
export async function dueCandidates(db: Db, now: Date, afterId: number, limit: number) {
  const deadline = new Date(now.getTime() - CV_WINDOW_MS);
  const rows = await db
    .select({ id: candidato.id })
    .from(candidato)
    .where(
      and(
        isNull(candidato.notificadoEm),
        gt(candidato.id, afterId),
        or(isNotNull(candidato.cvRecebidoEm), lte(candidato.criadoEm, deadline)),
      ),
    )
    .orderBy(asc(candidato.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

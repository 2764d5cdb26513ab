import { randomBytes } from 'node:crypto';
import { recompensaDaFase } from '@stockcar/shared/schemas/clube-conteudo';
import type { MailMessage } from '../../services/mail.ts';
import { t } from '../../i18n.ts';

const PREFIXES = ['CUPOM', 'VOUCHER', 'INGRESSO', 'FINAL'];

/** A code that cannot be guessed from another member's (10 random hex digits). */
export function rewardCode(fase: number): string {
  const prefix = PREFIXES[fase - 1] ?? 'PREMIO';
  return `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The e-mail that delivers a lap's reward (fan-club.md §9: the coupon goes by e-mail). */
export function rewardMail(
  member: { email: string; nome: string },
  fase: number,
  codigo: string,
): MailMessage {
  const premio = recompensaDaFase(fase)?.premio ?? t('emails:reward.fallbackPrize');
  const text = [
    t('emails:greeting', { nome: member.nome }),
    t('emails:reward.earned', { fase, premio }),
    t('emails:reward.code', { codigo }),
    t('emails:reward.redeem'),
  ].join('\n\n');
  return { to: member.email, subject: t('emails:reward.subject', { fase }), text };
}

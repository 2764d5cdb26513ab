import { randomBytes } from 'node:crypto';
import { recompensaDaFase } from '@stockcar/shared/schemas/clube-conteudo';
import type { MailMessage } from '../../services/mail.ts';

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
  const premio = recompensaDaFase(fase)?.premio ?? 'um prêmio';
  const text = [
    `Olá, ${member.nome}!`,
    `Você completou a ${fase}ª volta da pesquisa do Stock Club e ganhou ${premio}.`,
    `Seu código: ${codigo}`,
    'Apresente este código para resgatar o seu prêmio.',
  ].join('\n\n');
  return { to: member.email, subject: `Stock Club: seu prêmio da ${fase}ª volta`, text };
}

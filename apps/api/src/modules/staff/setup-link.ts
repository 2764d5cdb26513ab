import type { FastifyInstance } from 'fastify';
import { NOME_PAPEL, type Papel } from '@stockcar/shared/schemas/admin/papeis';
import { t } from '../../i18n.ts';

/** Where a set-up link opens: the console's own page. */
export const setupUrl = (publicUrl: string, token: string) => `${publicUrl}/admin/convite/${token}`;

/** E-mails a set-up link to the colleague (admins invite from the console). */
export async function sendInvitation(
  app: FastifyInstance,
  token: string,
  account: { email: string; nome: string; papel: Papel },
) {
  const { inviteHours } = app.config.staff;
  const link = setupUrl(app.config.publicUrl, token);
  await app.mail.send({
    to: account.email,
    subject: t('admin:convite.subject'),
    text: [
      t('admin:convite.intro', { nome: account.nome, papel: NOME_PAPEL[account.papel] }),
      '',
      t('admin:convite.instructions', { horas: inviteHours }),
      link,
      '',
      t('admin:convite.notYou'),
    ].join('\n'),
  });
}

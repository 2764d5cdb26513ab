import type { Consentimentos, OptionalConsent } from '@stockcar/shared/schemas/meus-dados';
import type { Db } from '../../../db/client.ts';
import type { Member } from '../../../plugins/auth/index.ts';
import { consentRows } from '../repository/consentimentos.ts';

/** The member's consents: the opt-in flags of the account and the history behind them. */

/** The account's column for each optional consent. */
export const OPTIN_COLUMN = {
  email: 'emailOptin',
  sms: 'smsOptin',
  whatsapp: 'whatsappOptin',
} as const satisfies Record<OptionalConsent, keyof Member>;

type ConsentRow = Awaited<ReturnType<typeof consentRows>>[number];

export const toRegistro = (r: ConsentRow) => ({
  id: r.id,
  finalidade: r.finalidade,
  concedido: r.concedido,
  origem: r.origem,
  concedidoPor: r.concedidoPor,
  versaoTexto: r.versaoTexto,
  data: r.criadoEm.toISOString(),
});

/** `GET /MeusDados/consentimentos`' body for a member as stored now. */
export async function consentsOf(db: Db, member: Member): Promise<Consentimentos> {
  const rows = await consentRows(db, member.id);
  return {
    opcionais: (Object.keys(OPTIN_COLUMN) as OptionalConsent[]).map((finalidade) => ({
      finalidade,
      concedido: member[OPTIN_COLUMN[finalidade]],
    })),
    historico: rows.map(toRegistro),
  };
}

import { CONSENT_LABELS, CONSENT_ORIGINS } from '@stockcar/shared/schemas/meus-dados';
import { clubeT } from '../../../lib/club-i18n.ts';

/** Texts of the Meus dados page built from the API's codes (instants: lib/format-date.ts). */

export const consentLabel = (finalidade: string) => CONSENT_LABELS[finalidade] ?? finalidade;

export const originLabel = (origem: string) => CONSENT_ORIGINS[origem] ?? origem;

/** 'titular' is the member; a guardian is named by the e-mail the consent came from. */
export function givenByLabel(concedidoPor: string): string {
  if (concedidoPor === 'titular') return clubeT('myData.consents.you');
  const guardian = /^responsavel:(.+)$/.exec(concedidoPor)?.[1];
  return guardian ? clubeT('myData.consents.guardian', { email: guardian }) : concedidoPor;
}

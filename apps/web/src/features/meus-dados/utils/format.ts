import { SITE_TIME_ZONE } from '@stockcar/shared/dates';
import { CONSENT_LABELS, CONSENT_ORIGINS } from '@stockcar/shared/schemas/meus-dados';
import { clubeT } from '../../../lib/club-i18n.ts';

/** Texts of the Meus dados page built from the API's codes and instants. */

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SITE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** An ISO instant as São Paulo shows it: '31/01/2025, 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

export const consentLabel = (finalidade: string) => CONSENT_LABELS[finalidade] ?? finalidade;

export const originLabel = (origem: string) => CONSENT_ORIGINS[origem] ?? origem;

/** 'titular' is the member; a guardian is named by the e-mail the consent came from. */
export function givenByLabel(concedidoPor: string): string {
  if (concedidoPor === 'titular') return clubeT('myData.consents.you');
  const guardian = /^responsavel:(.+)$/.exec(concedidoPor)?.[1];
  return guardian ? clubeT('myData.consents.guardian', { email: guardian }) : concedidoPor;
}

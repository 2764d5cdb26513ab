import { contaPtBr } from '@stockcar/shared/locales/conta/pt-br';
import { registerNamespace } from './i18n.ts';

/**
 * The member's account screens' i18next namespace (login, passwords, activation, profile), in
 * Portuguese only like the whole club. Registered when one of their chunks loads, like
 * lib/racing-i18n.ts: these texts stay out of the home route's first download.
 * Components read them with `useTranslation(CONTA_NS)`; `contaT` serves code outside them.
 */
export const CONTA_NS = 'conta';

export const contaT = registerNamespace(CONTA_NS, contaPtBr);

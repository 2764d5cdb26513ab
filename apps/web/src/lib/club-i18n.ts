import { useMemo } from 'react';
import type { Language } from '@stockcar/shared/i18n';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import { contaPtBr } from '@stockcar/shared/locales/conta/pt-br';
import { conteudoPtBr } from '@stockcar/shared/locales/conteudo/pt-br';
import { formsEn } from '@stockcar/shared/locales/forms/en';
import { formsPtBr } from '@stockcar/shared/locales/forms/pt-br';
import { quizPtBr } from '@stockcar/shared/locales/quiz/pt-br';
import { i18n, registerNamespace } from './i18n.ts';

/*
 * The Stock Club's messages (fan-club.md §5, §8, §9), in Portuguese only, registered when a club
 * chunk loads (like lib/racing-i18n.ts). Components read them with `useTranslation(CLUBE_NS)`;
 * the fixed `t`s below serve code outside components (texts compared with the server's details).
 * One module for the club's namespaces: each would otherwise be a chunk of its own, named in the
 * entry's preload table (e2e/bundle-size.test.ts).
 */
export const CLUBE_NS = 'clube';
export const CONTEUDO_NS = 'conteudo';
export const QUIZ_NS = 'quiz';
/** The member's account screens: login, passwords, activation, profile. */
export const CONTA_NS = 'conta';
/** The club's form controls (password checklist, phone, code boxes), also in English. */
export const FORMS_NS = 'forms';

export const clubeT = registerNamespace(CLUBE_NS, clubePtBr);
export const conteudoT = registerNamespace(CONTEUDO_NS, conteudoPtBr);
export const quizT = registerNamespace(QUIZ_NS, quizPtBr);
export const contaT = registerNamespace(CONTA_NS, contaPtBr);
registerNamespace(FORMS_NS, formsPtBr, formsEn);

/**
 * The controls' texts in `language`: the sign-up shows its controls in its own language
 * (its Português | English switch), whatever the site shows.
 */
export function useFormsT(language: Language) {
  return useMemo(() => i18n.getFixedT(language, FORMS_NS), [language]);
}

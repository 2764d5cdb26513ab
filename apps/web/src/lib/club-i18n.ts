import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import { conteudoPtBr } from '@stockcar/shared/locales/conteudo/pt-br';
import { quizPtBr } from '@stockcar/shared/locales/quiz/pt-br';
import { registerNamespace } from './i18n.ts';

/*
 * The Stock Club's messages (fan-club.md §5, §8, §9), in Portuguese only, registered when a club
 * chunk loads (like lib/racing-i18n.ts). Components read them with `useTranslation(CLUBE_NS)`;
 * the fixed `t`s below serve code outside components (texts compared with the server's details).
 */
export const CLUBE_NS = 'clube';
export const CONTEUDO_NS = 'conteudo';
export const QUIZ_NS = 'quiz';

export const clubeT = registerNamespace(CLUBE_NS, clubePtBr);
export const conteudoT = registerNamespace(CONTEUDO_NS, conteudoPtBr);
export const quizT = registerNamespace(QUIZ_NS, quizPtBr);

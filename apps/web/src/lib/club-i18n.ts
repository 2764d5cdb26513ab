import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import { conteudoPtBr } from '@stockcar/shared/locales/conteudo/pt-br';
import { quizPtBr } from '@stockcar/shared/locales/quiz/pt-br';
import { registerNamespace } from './i18n.ts';

/*
 * The Stock Club's messages (fan-club.md §5, §8, §9), in Portuguese only, registered when a club
 * chunk loads (like lib/racing-i18n.ts). `t`s for code outside components, where the texts are
 * compared with the server's details or built into messages.
 */
export const clubeT = registerNamespace('clube', clubePtBr);
export const conteudoT = registerNamespace('conteudo', conteudoPtBr);
export const quizT = registerNamespace('quiz', quizPtBr);

import { frameEn } from '@stockcar/shared/locales/frame/en';
import { framePtBr } from '@stockcar/shared/locales/frame/pt-br';
import { registerNamespace } from './i18n.ts';

/** The texts of the frame's parts that come after the page: footer, partner logos, lives. */
export const FRAME_NS = 'frame';

/*
 * Registered when one of those parts loads (each imports this module), not with the shell's
 * texts: they are lazy, and the home's first download has a budget (e2e/home-bundle.ts).
 */
registerNamespace(FRAME_NS, framePtBr, frameEn);

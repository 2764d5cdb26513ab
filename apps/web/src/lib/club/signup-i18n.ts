import { useMemo } from 'react';
import type { Language } from '@stockcar/shared/i18n';
import { i18n, registerNamespace, type TFunction } from '../i18n.ts';
import { signupEn } from '@stockcar/shared/locales/signup/en';
import { signupPtBr } from '@stockcar/shared/locales/signup/pt-br';

/** The sign-up screen's translation namespace (fan-club.md §1: English for sign-up texts). */
export const SIGNUP_NS = 'signup';

/*
 * Registered when the sign-up chunk loads, like lib/commercial-i18n.ts: these texts stay out of
 * the home route's first download (e2e/bundle-size.test.ts).
 */
registerNamespace(SIGNUP_NS, signupPtBr, signupEn);

export type SignupT = TFunction<typeof SIGNUP_NS>;

/**
 * The sign-up texts in `language`, whatever the site shows: the sign-up has its own
 * Português | English switch that changes these texts only (no reload, nothing typed lost).
 */
export function useSignupT(language: Language): SignupT {
  return useMemo(() => i18n.getFixedT(language, SIGNUP_NS), [language]);
}

type ErrorKey = keyof typeof signupPtBr.errors;

const ERROR_KEYS = new Map<string, ErrorKey>(
  Object.entries(signupPtBr.errors).map(([key, text]) => [text, key as ErrorKey]),
);

/** A shared rule's (Portuguese) message in the sign-up's language; unknown texts as they are. */
export function signupErrorText(message: string, t: SignupT): string {
  const key = ERROR_KEYS.get(message);
  return key ? t(`errors.${key}`) : message;
}

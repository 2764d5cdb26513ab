import { createContext, useCallback } from 'react';
import { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import { commercialPtBr } from '@stockcar/shared/locales/commercial/pt-br';
import { useTranslation, type TFunction } from '../../lib/i18n.ts';

/**
 * How a form shows a shared rule's message. The schemas speak Portuguese (the API answers with
 * the same texts), so Portuguese screens show them as they are; a form in another language
 * provides its translation (the sign-up's own switch, formula-4's English commercial forms).
 */
export const FieldErrorText = createContext<(message: string) => string>((message) => message);

type ErrorKey = keyof typeof commercialPtBr.form.errors;

const KEYS = new Map(
  Object.entries(commercialPtBr.form.errors).map(([key, text]) => [text, key as ErrorKey]),
);

/** A commercial rule's message in the interface language, looked up by its key. */
export function fieldErrorText(message: string, t: TFunction<typeof COMMERCIAL_NS>): string {
  const key = KEYS.get(message);
  return key ? t(`form.errors.${key}`) : message;
}

/** The commercial forms' translation of their rules' messages, for `FieldErrorText`. */
export function useCommercialErrorText(): (message: string) => string {
  const { t } = useTranslation(COMMERCIAL_NS);
  return useCallback((message: string) => fieldErrorText(message, t), [t]);
}

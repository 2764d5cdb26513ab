import type { TFunction } from 'i18next';
import type { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import { commercialPtBr } from '@stockcar/shared/locales/commercial/pt-br';

type ErrorKey = keyof typeof commercialPtBr.form.errors;

const KEYS = new Map(
  Object.entries(commercialPtBr.form.errors).map(([key, text]) => [text, key as ErrorKey]),
);

/**
 * A rule's message in the interface language. The shared schema speaks Portuguese (the API
 * answers with the same texts); formula-4's English screens look the message up by its key.
 */
export function fieldErrorText(message: string, t: TFunction<typeof COMMERCIAL_NS>): string {
  const key = KEYS.get(message);
  return key ? t(`form.errors.${key}`) : message;
}

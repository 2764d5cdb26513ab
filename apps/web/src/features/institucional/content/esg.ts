import type { Language } from '@stockcar/shared/i18n';
import { ESG_EN } from './esg-en.ts';
import { ESG_PT_BR } from './esg-pt-br.ts';
import type { EsgContent } from './esg-types.ts';

/** Portuguese everywhere; English only where the category offers it (formula-4). */
export function esgContent(language: Language): EsgContent {
  return language === 'en' ? ESG_EN : ESG_PT_BR;
}

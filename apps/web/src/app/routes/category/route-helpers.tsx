import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Params } from 'react-router';
import { resolveCategory, type Category } from '@stockcar/shared/categories';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { applyCategoryLanguage } from '../../../lib/language.ts';

/**
 * A loader's category, with its language applied first: loaders run alongside the guard and
 * query keys carry the language. Undefined for an unknown slug (the category layout 404s).
 */
export function loaderCategory(params: Params): Category | undefined {
  const category = resolveCategory(params.categoria);
  if (category) applyCategoryLanguage(params.categoria);
  return category;
}

/** A path id: a positive integer, else undefined (the page shows its not-found state). */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/** A page section with its own error boundary (STYLE.md habit 7). */
export function Section({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <SectionBoundary fallback={t('section.error')}>{children}</SectionBoundary>;
}

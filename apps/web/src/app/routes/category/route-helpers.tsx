import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { resolveCategory, type Category } from '@stockcar/shared/categories';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { warmingLoader } from '../lazy-page.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * A loader's category, with its language applied first: loaders run alongside the guard and
 * query keys carry the language. Undefined for an unknown slug (the category layout 404s).
 */
export function loaderCategory(params: Params, request: Request): Category | undefined {
  const category = resolveCategory(params.categoria);
  if (category) applyCategoryLanguage(params.categoria, new URL(request.url).search);
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

/**
 * A category page's loader: warms the query cache with what the page reads (STYLE.md habit 3),
 * after the category's language is applied. `warm` starts the fetches and answers their
 * promises; a failed one is left to the page's own error state, so the loader never fails.
 * Nothing is warmed for an unknown category (the category layout shows its 404).
 */
export function categoryLoader(
  warm: (
    queryClient: QueryClient,
    category: Category,
    args: LoaderFunctionArgs,
  ) => readonly unknown[] | undefined,
) {
  return warmingLoader((queryClient, args) => {
    const category = loaderCategory(args.params, args.request);
    return category && warm(queryClient, category, args);
  });
}

import { type Category } from '@stockcar/shared/categories';
import type { Language } from '@stockcar/shared/i18n';
import { categoryPagePath } from '@stockcar/shared/site-pages';
import type { Db } from '../../db/client.ts';
import { t } from '../../i18n.ts';
import type { PageHead, ShareHead } from '../../lib/page-head.ts';
import { shareImageUrl } from '../../lib/share-image.ts';
import { absoluteUrl } from '../../lib/urls.ts';
import { breadcrumbLd, type Organizer } from './json-ld.ts';
import { LIST_PAGES, type ListPage, type TitleKey } from './match.ts';
import { categoryArt } from './repository.ts';

/** What every page of a category shares: its language, addresses, logo and organizer. */
export interface Frame {
  db: Db;
  category: Category;
  lang: Language;
  /** Absolute address of a page of the category (`''` is its home), in the page's language. */
  url(page: string): string;
  /** Absolute preview image of `src`, or of the category's logo when the row has none. */
  image(src?: string | null): string;
  organizer: Organizer;
  /** `{name} | {categoria}`: the web's document title (use-document-title.ts). */
  title(name: string): string;
  routeName(key: TitleKey): string;
  text(key: string, values?: Record<string, string>): string;
}

/** English pages keep `?idioma=en` in their address: that is what makes them English. */
export function pageUrl(publicUrl: string, path: string, lang: Language): string {
  return absoluteUrl(publicUrl, path) + (lang === 'en' ? '?idioma=en' : '');
}

export async function categoryFrame(
  db: Db,
  publicUrl: string,
  category: Category,
  lang: Language,
): Promise<Frame> {
  const art = await categoryArt(db, category.id);
  const url = (page: string) => pageUrl(publicUrl, categoryPagePath(category.slug, page), lang);
  const image = (src?: string | null) => {
    const chosen = src || art?.imgLogo || '/favicon.svg';
    return absoluteUrl(publicUrl, shareImageUrl(chosen));
  };
  return {
    db,
    category,
    lang,
    url,
    image,
    organizer: { name: category.name, url: url(''), logo: image() },
    title: (name) => `${name} | ${category.name}`,
    routeName: (key) => t(`titles:${key}`, { lng: lang }),
    text: (key, values) =>
      t(`descoberta:descricoes.${key}` as 'descoberta:descricoes.home', {
        lng: lang,
        categoria: category.name,
        ...values,
      }),
  };
}

/** The share part of a head: the page's address, kind and image in the frame's language. */
export function share(
  f: Frame,
  canonical: string,
  image: string,
  type: ShareHead['type'] = 'website',
): ShareHead {
  return {
    canonical,
    type,
    image,
    siteName: t('descoberta:site.name', { lng: f.lang }),
    locale: f.lang === 'en' ? 'en_US' : 'pt_BR',
  };
}

/** Where a page sits: the category's home, then each list page above it. */
export function trail(f: Frame, page: string): { name: string; url: string }[] {
  const steps = [{ name: f.category.name, url: f.url('') }];
  const parts = page.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const above = parts.slice(0, i).join('/') as ListPage;
    const key = LIST_PAGES[above];
    if (key)
      steps.push({
        name: f.routeName(key),
        url: f.url(above === 'programacao' ? 'programacao/' : above),
      });
  }
  return steps;
}

/** A detail page's head: its trail ends with the row's name. */
export function detailHead(
  f: Frame,
  d: {
    page: string;
    list: string;
    name: string;
    title?: string;
    description: string;
    image: string;
  },
  type: ShareHead['type'],
  jsonLd: object[],
): PageHead {
  const url = f.url(d.page);
  return {
    title: f.title(d.title ?? d.name),
    description: d.description,
    share: share(f, url, d.image, type),
    jsonLd: [...jsonLd, breadcrumbLd([...trail(f, d.list), { name: d.name, url }])],
  };
}

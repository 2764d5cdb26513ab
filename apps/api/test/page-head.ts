import { expect } from 'vitest';

/** Reading a served page's head in tests (modules/paginas). */
export const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g'))].map(
    (m) => m[1],
  );

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

export const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

export type Ld = Record<string, unknown>;

/** Every JSON-LD object of the page, parsed. */
export const jsonLdOf = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Ld,
  );

/**
 * The properties each schema.org type needs here (https://schema.org and search engines'
 * required fields for rich results): a small check of the shapes the pages write.
 */
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  NewsArticle: ['headline', 'image', 'datePublished', 'author', 'publisher'],
  SportsEvent: ['name', 'startDate', 'endDate', 'location', 'organizer'],
  Place: ['name', 'address'],
  PostalAddress: ['addressLocality', 'addressCountry'],
  Person: ['name'],
  SportsTeam: ['name', 'sport'],
  SportsOrganization: ['name'],
};

const OFFSET_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const ABSOLUTE = /^https?:\/\//;

function checkNode(node: unknown, where: string): void {
  if (Array.isArray(node)) return node.forEach((n, i) => checkNode(n, `${where}[${i}]`));
  if (typeof node !== 'object' || node === null) return;
  const obj = node as Ld;
  const type = obj['@type'];
  if (typeof type === 'string') {
    expect(REQUIRED[type], `${where}: unknown @type ${type}`).toBeDefined();
    for (const key of REQUIRED[type] ?? []) expect(obj[key], `${where}.${key}`).toBeTruthy();
  }
  for (const key of ['startDate', 'endDate', 'datePublished'])
    if (key in obj) expect(obj[key], `${where}.${key}`).toMatch(OFFSET_TIME);
  for (const key of ['url', 'item', 'logo', 'mainEntityOfPage'])
    if (typeof obj[key] === 'string') expect(obj[key], `${where}.${key}`).toMatch(ABSOLUTE);
  for (const [key, value] of Object.entries(obj)) checkNode(value, `${where}.${key}`);
}

/** The page's structured data, each top object with its @context and a valid shape. */
export function checkedJsonLd(html: string): Ld[] {
  const all = jsonLdOf(html);
  for (const [i, ld] of all.entries()) {
    expect(ld['@context'], `ld[${i}]`).toBe('https://schema.org');
    checkNode(ld, `ld[${i}]`);
  }
  return all;
}

export const ofType = (lds: Ld[], type: string) => lds.filter((ld) => ld['@type'] === type);

/** The head every page must carry: one title, one description, canonical and Open Graph. */
export function expectShareHead(html: string, publicUrl: string) {
  expect(meta(html, 'description')).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(canonicalOf(html)?.startsWith(publicUrl)).toBe(true);
  for (const key of [
    'og:type',
    'og:title',
    'og:description',
    'og:url',
    'og:image',
    'og:site_name',
    'og:locale',
  ])
    expect(meta(html, key), key).toHaveLength(1);
  expect(meta(html, 'og:url')[0]).toBe(canonicalOf(html));
  expect(meta(html, 'og:image')[0]).toMatch(ABSOLUTE);
  expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
  expect(meta(html, 'og:title')[0]).toBe(titleOf(html));
}

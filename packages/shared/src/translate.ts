/*
 * The project's translations (decision 0034): the texts of packages/shared/src/locales, looked up
 * by namespace and dotted key, with the few i18next rules our resources use: `{{name}}` and
 * `{{count, number}}` placeholders, plural forms `_one` / `_other` chosen by Intl.PluralRules
 * (with `_zero` first for a count of 0), the other language falling back to Portuguese, and
 * `returnObjects` for lists. It replaces i18next, which was 17 KB gzip of the home's first load
 * (issue 14's 120 KB); the web (lib/i18n.ts) and the API (src/i18n.ts) share it.
 */

type PluralSuffix = `_${Intl.LDMLPluralRule}`;
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** The keys of a resource's texts, `a.b.c`; a plural text by its key without suffix. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<K>
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** The keys of a resource's groups and lists, read whole with `returnObjects`. */
export type ObjectKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? K
      : K | `${K}.${ObjectKey<T[K]>}`;
}[keyof T & string];

/** What a resource holds at a dotted key. */
export type ValueAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The values of a text's placeholders; `count` also picks its plural form. */
export interface TranslateOptions {
  count?: number;
  [placeholder: string]: unknown;
}

/** The texts of one resource (one namespace), typed by its Portuguese resource. */
export interface Translate<R> {
  (key: TextKey<R>, options?: TranslateOptions): string;
  <K extends ObjectKey<R>>(key: K, options: { returnObjects: true }): ValueAt<R, K>;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, language: string, create: (tag: string) => T): T {
  let value = cache.get(language);
  if (!value) cache.set(language, (value = create(language)));
  return value;
}

/** The keys to try, in order: i18next's (`_zero` for 0 when present, the plural form, the key). */
function candidateKeys(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const form = cached(pluralRules, language, (tag) => new Intl.PluralRules(tag)).select(count);
  const keys = [`${key}_${form}`, key];
  if (count === 0) keys.unshift(`${key}_zero`);
  return keys;
}

function lookup(resource: unknown, key: string): unknown {
  let node = resource;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/**
 * Fills `{{name}}` and `{{name, number}}`. As in i18next, a placeholder without a value given
 * stays as written (a visible slip, not a silent gap); a value given as undefined is empty.
 */
function interpolate(text: string, values: TranslateOptions, language: string): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string, format?: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    if (value === undefined || value === null) return '';
    if (format === 'number' && typeof value === 'number') {
      return cached(numberFormats, language, (tag) => new Intl.NumberFormat(tag)).format(value);
    }
    return String(value as string | number | boolean);
  });
}

/**
 * A store of resources per language and namespace. `translate` looks a key up in the language
 * asked, then in `fallback`; a key found nowhere comes back as it is (as i18next does).
 */
export function createTranslations(fallback: string) {
  const bundles = new Map<string, Map<string, unknown>>();

  const resourceOf = (language: string, namespace: string) => bundles.get(language)?.get(namespace);

  function translate(
    language: string,
    namespace: string,
    key: string,
    options: TranslateOptions = {},
  ): unknown {
    const languages = language === fallback ? [language] : [language, fallback];
    for (const candidateLanguage of languages) {
      const resource = resourceOf(candidateLanguage, namespace);
      for (const candidate of candidateKeys(key, candidateLanguage, options.count)) {
        const found = lookup(resource, candidate);
        if (typeof found === 'string') return interpolate(found, options, language);
        if (found !== undefined && options.returnObjects === true) return found;
      }
    }
    return key;
  }

  return {
    add(language: string, namespace: string, resource: object): void {
      let namespaces = bundles.get(language);
      if (!namespaces) bundles.set(language, (namespaces = new Map()));
      namespaces.set(namespace, resource);
    },
    has: (language: string, namespace: string) => resourceOf(language, namespace) !== undefined,
    translate,
    /** The texts of a namespace in `language`, or in `currentLanguage()` at each call. */
    fixed<R>(language: string | (() => string), namespace: string): Translate<R> {
      const languageNow = typeof language === 'function' ? language : () => language;
      return ((key: string, options?: TranslateOptions) =>
        translate(languageNow(), namespace, key, options)) as Translate<R>;
    },
  };
}

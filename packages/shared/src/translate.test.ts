import { describe, expect, it } from 'vitest';
import { createTranslations } from './translate.ts';

const ptBr = {
  greeting: 'Olá, {{name}}!',
  votes_one: '{{count, number}} voto',
  votes_other: '{{count, number}} votos',
  wins_zero: 'Nenhuma vitória',
  wins_one: '{{count}} vitória',
  wins_other: '{{count}} vitórias',
  onlyPortuguese: 'Só em português',
  nested: { deep: { text: 'Profundo' } },
  steps: ['Primeiro', 'Segundo'],
};
const en = {
  greeting: 'Hello, {{name}}!',
  votes_one: '{{count, number}} vote',
  votes_other: '{{count, number}} votes',
  nested: { deep: { text: 'Deep' } },
  steps: ['First', 'Second'],
};

function setup() {
  const translations = createTranslations('pt-br');
  translations.add('pt-br', 'ns', ptBr);
  translations.add('en', 'ns', en);
  return {
    translations,
    pt: translations.fixed<typeof ptBr>('pt-br', 'ns'),
    en: translations.fixed<typeof ptBr>('en', 'ns'),
  };
}

/** Any key: what the types of a real resource rule out, tried anyway. */
const untyped = (translations: ReturnType<typeof createTranslations>, language: string) =>
  translations.fixed<Record<string, string>>(language, 'ns');

describe('translations', () => {
  it('looks dotted keys up and fills placeholders', () => {
    const { pt, en } = setup();
    expect(pt('nested.deep.text')).toBe('Profundo');
    expect(en('nested.deep.text')).toBe('Deep');
    expect(pt('greeting', { name: 'Ana' })).toBe('Olá, Ana!');
  });

  it('keeps a placeholder without a value as written, and empties one given as undefined', () => {
    const { pt } = setup();
    expect(pt('greeting')).toBe('Olá, {{name}}!');
    expect(pt('greeting', { name: undefined })).toBe('Olá, !');
  });

  it('picks the plural form by the language rules, and formats numbers in the language', () => {
    const { pt, en } = setup();
    expect(pt('votes', { count: 1 })).toBe('1 voto');
    // Portuguese (Brazil) counts 0 as singular; English does not.
    expect(pt('votes', { count: 0 })).toBe('0 voto');
    expect(en('votes', { count: 0 })).toBe('0 votes');
    expect(pt('votes', { count: 12345 })).toBe('12.345 votos');
    expect(en('votes', { count: 12345 })).toBe('12,345 votes');
  });

  it('takes the _zero form first for a count of 0 when there is one', () => {
    const { pt } = setup();
    expect(pt('wins', { count: 0 })).toBe('Nenhuma vitória');
    expect(pt('wins', { count: 1 })).toBe('1 vitória');
    expect(pt('wins', { count: 3 })).toBe('3 vitórias');
  });

  it('falls back to Portuguese for a text the other language lacks, and to the key when none has it', () => {
    const { en, translations } = setup();
    expect(en('onlyPortuguese')).toBe('Só em português');
    expect(untyped(translations, 'en')('missing.key')).toBe('missing.key');
  });

  it('returns lists whole with returnObjects, and never a group as a text', () => {
    const { pt, en, translations } = setup();
    expect(pt('steps', { returnObjects: true })).toEqual(['Primeiro', 'Segundo']);
    expect(en('steps', { returnObjects: true })).toEqual(['First', 'Second']);
    expect(untyped(translations, 'pt-br')('nested')).toBe('nested');
  });

  it('reads the language at each call when given a function, and knows what it holds', () => {
    const { translations } = setup();
    let language = 'pt-br';
    const t = translations.fixed<typeof ptBr>(() => language, 'ns');
    expect(t('nested.deep.text')).toBe('Profundo');
    language = 'en';
    expect(t('nested.deep.text')).toBe('Deep');
    expect(translations.has('en', 'ns')).toBe(true);
    expect(translations.has('en', 'other')).toBe(false);
  });
});

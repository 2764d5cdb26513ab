import { completeCpf, maskCpf } from '@stockcar/shared/validators/cpf';
import type { Rng } from './random.ts';

/**
 * Values the fuzz test sends: well-formed Brazilian values by field name (so cases get past
 * the field rules and reach the handlers) and hostile values of every kind.
 */

/** A 1×1 PNG, base64 without the data: prefix (the profile photo's format). */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The password of every member the fuzz makes (strong enough for the password rules). */
export const FUZZ_PASSWORD = 'Piloto#Veloz2024';

/**
 * Well-formed values by field name, drawn from the operation's own stream so a replay sends
 * the same CPF, e-mail and phone. Names not listed get values from their schema.
 */
export function hintFor(name: string, rng: Rng): unknown {
  const key = name.toLowerCase();
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  if (key.includes('email')) return `fuzz.${digits(9)}@exemplo.com`;
  if (key === 'cpf') return maskCpf(completeCpf(`${rng.int(1, 9)}${digits(8)}`));
  if (/^(telefone|celular|phone)/.test(key)) return `(11) 9${digits(4)}-${digits(4)}`;
  if (/senha|password/.test(key)) return FUZZ_PASSWORD;
  return FIXED_HINTS[key];
}

const FIXED_HINTS: Record<string, unknown> = {
  datanascimento: '15/06/1990',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1578',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  nome: 'Ana Souza',
  name: 'Ana',
  sobrenome: 'Souza',
  nomeresponsavel: 'Carla Souza',
  empresa: 'Autopeças Interlagos Ltda',
  nomeempresa: 'Autopeças Interlagos Ltda',
  cargo: 'Gerente de marketing',
  linkedin: 'https://www.linkedin.com/in/ana-souza',
  url: 'https://stockcar.example.com/noticias',
  metodo: 'GET',
  idioma: 'pt-br',
  busca: 'Interlagos',
  foto: TINY_PNG,
  aceitatermos: true,
};

/** Strings that have broken parsers, databases and templates elsewhere. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'Ana\u0000Souza',
  '\ud800',
  'a\udfffb',
  '\ud83c',
  '🏁🚗💨',
  '👩‍👩‍👧‍👦',
  'مرحبا بالعالم',
  'abc\u202edcba',
  'e\u0301\u0301\u0301',
  '\ufeff\u200b\u200d',
  "' OR '1'='1' --",
  "'; DROP TABLE usuario; --",
  '1; SELECT pg_sleep(0)',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '%00%ZZ%',
  '../../../../etc/passwd',
  '\\',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x7fffffff',
  '99999999999999999999999',
  '2024-02-30',
  '31/02/2024',
  '00/00/0000',
  '29/02/2023',
  '01/01/1800',
  '31/12/9999',
  '9999-12-31T23:59:59.999Z',
  'not-an-email@',
  'a@b',
  '___@___',
  '000.000.000-00',
  '111.111.111-11',
  '(00) 00000-0000',
  '+999999999999999999',
];

/** Numbers at and past every limit a column or a parser has. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0.5,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** Nested `depth` times, as arrays or objects: parsers and validators that recurse may fall. */
function deeplyNested(depth: number, asObject: boolean): string {
  const open = asObject ? '{"a":' : '[';
  const close = asObject ? '}' : ']';
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

export const DEEP_NESTING: readonly string[] = [
  deeplyNested(10_000, false),
  deeplyNested(10_000, true),
  deeplyNested(64, true),
];

/** Values of the wrong kind for any field. */
export const WRONG_KINDS: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 'a', null],
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  'x'.repeat(100_000),
];

/** Request bodies that are not JSON, or JSON of the wrong shape (sent as raw text). */
export const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  '}{',
  'null',
  'true',
  '0',
  '"texto"',
  '[]',
  '[{}]',
  '\ufeff{}',
  '{"a":1}garbage',
  "{'a':1}",
  '{"a":NaN}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\u0000',
];

/** Content types a JSON operation must refuse cleanly (415 or 400). */
export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----nao-existe',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/vnd.api+json',
  'text/html; charset=utf-8',
  'json',
  ';;;',
  'application/json, text/plain',
];

/** Path segments as they arrive on the wire (already percent-encoded, or meant to be bad). */
export const JUNK_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  ' 1',
  '%201',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  'abc',
  'null',
  'NaN',
  'Infinity',
  '%D9%A1%D9%A2',
  '%00',
  '1%00',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%F0%9F%8F%81',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..',
  '%0A%0D',
  '%27%20OR%201%3D1--',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '1;DROP',
  'a'.repeat(3000),
];

/** Query-string fragments as they arrive on the wire: encoded junk, repeats, nesting, bad escapes. */
export const JUNK_QUERY_PARTS: readonly string[] = [
  '%ZZ=1',
  'a=%',
  '=1',
  '&&&',
  '__proto__=1',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  `x=${'a'.repeat(8000)}`,
  'idioma=%00',
  'idioma=%ED%A0%80',
  'idioma[]=pt-br',
  'idioma=pt-br&idioma=en',
  'idioma=xx-XX',
];

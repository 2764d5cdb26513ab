import type { Rng } from './random.ts';

/**
 * A string matching a simple `pattern` of a contract (anchors, classes, escapes, quantifiers):
 * enough for the field patterns we write (`^\d{6}$`, `^[A-Za-z0-9_-]{16,128}$`). Patterns with
 * groups or alternation give undefined, and the caller falls back to other values.
 */
export function samplePattern(pattern: string, rng: Rng): string | undefined {
  if (/[()|]/.test(pattern)) return undefined;
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const atom = readAtom(pattern, i);
    if (!atom) return undefined;
    i = atom.end;
    const quantifier = readQuantifier(pattern, i);
    i = quantifier.end;
    const times = rng.int(quantifier.min, quantifier.max);
    for (let n = 0; n < times; n += 1) out += rng.pick(atom.chars);
  }
  try {
    return new RegExp(pattern).test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

const DIGITS = [...'0123456789'];
const WORD = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'];
const SPACE = [' '];

function escapeChars(c: string): string[] {
  if (c === 'd') return DIGITS;
  if (c === 'w' || c === 'S' || c === 'D' || c === 'W') return c === 'D' ? ['a'] : WORD;
  if (c === 's') return SPACE;
  return [c];
}

interface Atom {
  chars: string[];
  end: number;
}

function readAtom(p: string, i: number): Atom | undefined {
  const c = p[i];
  if (c === undefined) return undefined;
  if (c === '^' || c === '$') return { chars: [''], end: i + 1 };
  if (c === '\\') return { chars: escapeChars(p[i + 1] ?? ''), end: i + 2 };
  if (c === '.') return { chars: WORD, end: i + 1 };
  if (c === '[') return readClass(p, i);
  if ('*+?{'.includes(c)) return undefined;
  return { chars: [c], end: i + 1 };
}

/** `[...]`: ranges and escapes; a negated class gives a letter it does not list. */
function readClass(p: string, start: number): Atom | undefined {
  const close = p.indexOf(']', start + 2);
  if (close < 0) return undefined;
  let body = p.slice(start + 1, close);
  const negated = body.startsWith('^');
  if (negated) body = body.slice(1);
  const chars: string[] = [];
  for (let j = 0; j < body.length; j += 1) {
    const c = body[j] as string;
    if (c === '\\') {
      chars.push(...escapeChars(body[j + 1] ?? ''));
      j += 1;
    } else if (body[j + 1] === '-' && j + 2 < body.length) {
      const to = (body[j + 2] as string).charCodeAt(0);
      for (let code = c.charCodeAt(0); code <= to; code += 1) chars.push(String.fromCharCode(code));
      j += 2;
    } else chars.push(c);
  }
  if (negated) return { chars: WORD.filter((w) => !chars.includes(w)), end: close + 1 };
  return chars.length > 0 ? { chars, end: close + 1 } : undefined;
}

function readQuantifier(p: string, i: number): { min: number; max: number; end: number } {
  const c = p[i];
  if (c === '?') return { min: 0, max: 1, end: i + 1 };
  if (c === '*') return { min: 0, max: 3, end: i + 1 };
  if (c === '+') return { min: 1, max: 4, end: i + 1 };
  const braces = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i)) : null;
  if (!braces) return { min: 1, max: 1, end: i };
  const min = Number(braces[1]);
  const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : min + 3;
  // Long repetitions are valid but add nothing: stay near the minimum.
  return { min, max: Math.min(max, min + 8), end: i + braces[0].length };
}

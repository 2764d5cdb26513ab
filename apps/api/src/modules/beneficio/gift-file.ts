import type { BRINDE_TIPOS } from '@stockcar/shared/schemas/admin/clube';
import { CLUBE_TEXTOS } from '@stockcar/shared/schemas/admin/clube';

type Tipo = (typeof BRINDE_TIPOS)[number];

export type GiftFileCheck =
  { ok: true; tipo: Tipo; extension: '.png' | '.svg' | '.pdf' } | { ok: false; detail: string };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = Buffer.from('%PDF-');
/** An XML prolog (declaration, comments, doctype) and then the `<svg` root element. */
const SVG_ROOT =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;
/** What runs in an SVG opened by a browser: scripts, event handlers, javascript: links, HTML. */
const SVG_ACTIVE = /<script|\son[a-z]+\s*=|javascript:|<foreignObject/i;

/**
 * A gift file is what its bytes say, not its name: a PNG signature, a PDF header or an SVG
 * document (text whose root is `<svg`, without scripts: members open it in a browser).
 */
export function checkGiftFile(file: Buffer): GiftFileCheck {
  if (file.subarray(0, PNG.length).equals(PNG)) {
    return { ok: true, tipo: 'image/png', extension: '.png' };
  }
  if (file.subarray(0, PDF.length).equals(PDF)) {
    return { ok: true, tipo: 'application/pdf', extension: '.pdf' };
  }
  const text = file.toString('utf8');
  if (!text.includes('\uFFFD') && SVG_ROOT.test(text.slice(0, 4096))) {
    if (SVG_ACTIVE.test(text)) return { ok: false, detail: CLUBE_TEXTOS.arquivoSvgAtivo };
    return { ok: true, tipo: 'image/svg+xml', extension: '.svg' };
  }
  return { ok: false, detail: CLUBE_TEXTOS.arquivoTipo };
}

/** Longest name the gift keeps (the contract's `nomeArquivo`). */
const NAME_MAX = 120;

/**
 * The name members download the file under: the sent name without folders or control
 * characters, with the extension of its real type (a PNG named `.jpg` becomes `.png`).
 */
export function giftFileName(sent: string, extension: string): string {
  const base = (sent.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.[^.]*$/, '')
    .trim();
  // Within the contract's length (UTF-16 units, as zod counts), never half of an emoji.
  let stem = '';
  for (const char of base || 'brinde') {
    if (stem.length + char.length > NAME_MAX - extension.length) break;
    stem += char;
  }
  stem = stem.trim();
  return `${stem}${extension}`;
}

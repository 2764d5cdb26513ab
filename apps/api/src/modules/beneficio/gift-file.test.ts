import { describe, expect, it } from 'vitest';
import { BrindeInputSchema, CLUBE_TEXTOS } from '@stockcar/shared/schemas/admin/clube';
import { checkGiftFile, giftFileName } from './gift-file.ts';

const svg = (text: string) => checkGiftFile(Buffer.from(text));
const RECT = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';

describe('checkGiftFile', () => {
  it('takes an SVG after a BOM, an XML declaration, comments and a doctype', () => {
    const prolog =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Stock Car -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n';
    expect(svg(prolog + RECT)).toEqual({ ok: true, tipo: 'image/svg+xml', extension: '.svg' });
  });

  it('refuses HTML, an SVG further down a document and one with active content', () => {
    expect(svg(`<html><body>${RECT}</body></html>`)).toEqual({
      ok: false,
      detail: CLUBE_TEXTOS.arquivoTipo,
    });
    for (const active of [
      '<svg><script>alert(1)</script></svg>',
      '<svg><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
      '<svg>\n<rect ONCLICK = "x()"/></svg>',
    ]) {
      expect(svg(active), active).toEqual({ ok: false, detail: CLUBE_TEXTOS.arquivoSvgAtivo });
    }
  });
});

describe('giftFileName', () => {
  it('drops folders and control characters and takes the real extension', () => {
    expect(giftFileName('C:\\fotos\\Papel\u0007 de  parede.JPG', '.png')).toBe(
      'Papel de parede.png',
    );
    expect(giftFileName('../../etc/passwd', '.pdf')).toBe('passwd.pdf');
    expect(giftFileName('.png', '.png')).toBe('brinde.png');
  });

  it('fits the contract (120 UTF-16 units) without cutting an emoji in half', () => {
    const name = giftFileName(`${'🏁'.repeat(200)}.pdf`, '.pdf');
    expect(name).toBe(`${'🏁'.repeat(58)}.pdf`);
    expect(BrindeInputSchema.shape.nomeArquivo.safeParse(name).success).toBe(true);
    const odd = giftFileName(`a${'🏁'.repeat(200)}`, '.png');
    expect(odd).toBe(`a${'🏁'.repeat(57)}.png`);
  });
});

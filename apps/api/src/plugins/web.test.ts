import { describe, expect, it } from 'vitest';
import { injectPageMeta } from './web.ts';

const html = '<html><head><title>Stock Car</title></head><body></body></html>';

describe('injectPageMeta (a shared link previews without JavaScript)', () => {
  it('writes title and Open Graph tags, escaped, with absolute URLs', () => {
    const page = injectPageMeta(
      html,
      {
        title: 'Vitória "épica" <em>',
        description: 'Primeiro parágrafo',
        url: '/n/1',
        image: '/m/a.jpg',
      },
      'https://site.example',
    );
    expect(page).toContain('<title>Vitória &quot;épica&quot; &lt;em&gt;</title>');
    expect(page).toContain('<meta property="og:url" content="https://site.example/n/1">');
    expect(page).toContain('<meta property="og:image" content="https://site.example/m/a.jpg">');
  });

  it("keeps a headline's dollar signs as text, not replacement patterns", () => {
    const title = "Prêmio de $& e $' em Interlagos";
    const page = injectPageMeta(
      html,
      { title, description: 'Custa $` mil', url: '/n/2' },
      'https://site.example',
    );
    expect(page).toContain(`<title>Prêmio de $&amp; e $' em Interlagos</title>`);
    expect(page).toContain('content="Custa $` mil"');
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.endsWith('</head><body></body></html>')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { injectHead } from '../lib/page-head.ts';
import { isPagePath } from './web.ts';

const html =
  '<html><head><meta\n      name="description"\n      content="A do site"\n    />\n<title>Stock Car</title></head><body></body></html>';
const share = {
  canonical: 'https://site.example/n/1',
  type: 'article',
  image: 'https://site.example/m/a.jpg',
  siteName: 'Stock Car',
  locale: 'pt_BR',
} as const;

describe('injectHead (a shared link previews without JavaScript)', () => {
  it('writes title, one description and Open Graph tags, escaped', () => {
    const page = injectHead(html, {
      title: 'Vitória "épica" <em>',
      description: 'Primeiro parágrafo',
      share,
    });
    expect(page).toContain('<title>Vitória &quot;épica&quot; &lt;em&gt;</title>');
    expect(page).toContain('<meta property="og:url" content="https://site.example/n/1">');
    expect(page).toContain('<meta property="og:image" content="https://site.example/m/a.jpg">');
    expect(page).toContain('<link rel="canonical" href="https://site.example/n/1">');
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).not.toContain('A do site');
  });

  it("keeps a headline's dollar signs as text, not replacement patterns", () => {
    const title = "Prêmio de $& e $' em Interlagos";
    const page = injectHead(html, { title, description: 'Custa $` mil', share });
    expect(page).toContain(`<title>Prêmio de $&amp; e $' em Interlagos</title>`);
    expect(page).toContain('content="Custa $` mil"');
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.endsWith('</head><body></body></html>')).toBe(true);
  });

  it('writes structured data that cannot close its script', () => {
    const page = injectHead(html, {
      title: 't',
      description: 'd',
      jsonLd: [{ headline: '</script><script>alert(1)</script>' }],
    });
    const scripts = page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
    expect(scripts).toHaveLength(1);
    expect(page).not.toContain('</script><script>alert');
  });
});

describe('isPagePath', () => {
  it('is a page for GET and HEAD of a path without a file extension, outside the API', () => {
    expect(isPagePath('GET', '/stockcar/proseries/piloto/7?x=1')).toBe(true);
    expect(isPagePath('HEAD', '/nao-existe')).toBe(true);
    expect(isPagePath('POST', '/nao-existe')).toBe(false);
    expect(isPagePath('GET', '/api/v1/nada')).toBe(false);
    expect(isPagePath('GET', '/assets/app-123.js')).toBe(false);
    expect(isPagePath('GET', '/media/seed/x.svg')).toBe(false);
  });
});

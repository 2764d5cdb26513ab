import { describe, expect, it } from 'vitest';
import { cmsHtmlLines, firstParagraphText, sanitizeCmsHtml } from './html-sanitizer.ts';

describe('CMS HTML sanitiser (DESIGN.md: HTML from the CMS sanitised)', () => {
  it('keeps formatting, images and links, and makes links safe to open', () => {
    const html = sanitizeCmsHtml(
      '<h2>Largada</h2><p><strong>Pole</strong> em <a href="https://x.example/a" target="_blank">Interlagos</a></p><img src="https://x.example/p.jpg" alt="Pódio">',
    );
    expect(html).toBe(
      '<h2>Largada</h2><p><strong>Pole</strong> em <a href="https://x.example/a" target="_blank" rel="noopener noreferrer">Interlagos</a></p><img src="https://x.example/p.jpg" alt="Pódio" />',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const html = sanitizeCmsHtml(
      '<p onclick="steal()" style="color:red">Oi<script>steal()</script></p><a href="javascript:steal()">x</a><img src="data:image/png;base64,AAAA" onerror="steal()">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|style=|javascript:|data:/i);
    expect(html).toContain('<p>Oi</p>');
  });

  it('keeps YouTube embeds and drops iframes from anywhere else', () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/abc" title="Volta"></iframe>';
    expect(sanitizeCmsHtml(youtube)).toBe(youtube);
    expect(sanitizeCmsHtml('<iframe src="https://evil.example/x"></iframe>')).not.toContain(
      'evil.example',
    );
  });

  it('takes the first paragraph as plain text for a shared link, cut at the limit', () => {
    const html = '<p>A <em>Stock Car</em>\n volta a   Goiânia.</p><p>Segundo.</p>';
    expect(firstParagraphText(html)).toBe('A Stock Car volta a Goiânia.');
    expect(firstParagraphText(`<p>${'a'.repeat(300)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('decodes the text once: its writer (HTML head, feed XML) escapes it again', () => {
    const html = '<p>Pit &amp; box: &lt;b&gt; &quot;já&quot; &amp;lt;</p>';
    expect(firstParagraphText(html)).toBe('Pit & box: <b> "já" &lt;');
  });

  it('reads a schedule day as plain text: a line per item or break, entities decoded', () => {
    const html =
      '<h4>Sábado</h4><ul><li><strong>09:30</strong>  Treino livre</li><li>11:00 Classifica&ccedil;&atilde;o &amp; pole</li></ul><p>Boxes<br>abertos &lt;15h&gt;</p>';
    expect(cmsHtmlLines(html)).toBe(
      'Sábado\n09:30 Treino livre\n11:00 Classificação & pole\nBoxes\nabertos <15h>',
    );
    expect(cmsHtmlLines('<p>&amp;lt;b&amp;gt;</p>')).toBe('&lt;b&gt;');
  });
});

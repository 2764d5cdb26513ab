import { http, HttpResponse } from 'msw';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { NoticiaItem } from '@stockcar/shared/schemas/admin/editorial';
import { i18nProvider } from '../../i18n/index.ts';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { PreviaButton } from './noticia-previa.tsx';
import { previaDocument } from './previa.ts';

const RECORD: NoticiaItem = {
  id: 42,
  versao: 2,
  categoriaId: 1,
  titulo: { 'pt-br': 'Rascunho' },
  texto: { 'pt-br': '<p>Corpo</p>' },
  status: 'rascunho',
  publicarEm: '2026-03-01T13:30:00.000Z',
  visivel: false,
  tags: ['goiania'],
  imagem: '/media/seed/capa.jpg',
  imagemAlt: 'Carros na largada',
  imagemGaleria: '',
  backgroundImagem: '',
};

function inConsole(children: ReactNode, record: NoticiaItem = RECORD) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>{children}</RecordContextProvider>
    </AdminContext>,
  );
}

const PREVIA = {
  id: 42,
  titulo: 'Vitória <em>suada</em> em Goiânia',
  dataPublicacao: '2026-03-02T01:30:00.000Z',
  imagemNoticia: '/media/seed/capa.jpg',
  imagemGaleria: '',
  backgroundImagem: '',
  texto: '<p>O <strong>texto</strong> sanitizado.</p>',
  tags: ['goiania', 'vitoria'],
};

/** Answers /previa with PREVIA; the query strings asked, in order. */
function answerPrevia() {
  const asked: string[] = [];
  server.use(
    http.get(adminPath('/noticias/42/previa'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(PREVIA);
    }),
  );
  return asked;
}

describe('the news preview', () => {
  it('opens the saved article from /previa in a sandboxed frame', async () => {
    const asked = answerPrevia();
    inConsole(<PreviaButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const dialog = await screen.findByRole('dialog');
    const frame = await within(dialog).findByTitle('Notícia como o site a mostra');
    expect(asked).toEqual(['?idioma=pt-br']);
    // Portuguese only: no language to choose.
    expect(within(dialog).queryByRole('button', { name: 'EN' })).toBeNull();
    expect(frame.getAttribute('sandbox')).toBe('');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('<p>O <strong>texto</strong> sanitizado.</p>');
    expect(doc).toContain('<img class="capa" src="/media/seed/capa.jpg" alt="Carros na largada">');
  });

  it('offers the English version when the news has an English text', async () => {
    const asked = answerPrevia();
    inConsole(<PreviaButton />, { ...RECORD, titulo: { 'pt-br': 'Rascunho', en: 'Draft' } });
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('Notícia como o site a mostra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'EN' }));
    await within(dialog).findByTitle('Notícia como o site a mostra');
    expect(asked).toEqual(['?idioma=pt-br', '?idioma=en']);
  });

  it('says so when the preview cannot load', async () => {
    server.use(
      http.get(adminPath('/noticias/42/previa'), () => new HttpResponse(null, { status: 404 })),
    );
    inConsole(<PreviaButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByText('Não foi possível carregar a pré-visualização.')).toBeTruthy();
  });

  it('escapes the title and dates the article in São Paulo time, as the site does', () => {
    const doc = previaDocument(PREVIA, 'Capa "oficial"', 'pt-br');
    expect(doc).toContain('<h1>Vitória &lt;em&gt;suada&lt;/em&gt; em Goiânia</h1>');
    // 01:30 UTC on the 2nd is 22:30 on the 1st in São Paulo.
    expect(doc).toContain('>01/03/2026</time>');
    expect(doc).toContain('alt="Capa &quot;oficial&quot;"');
    expect(doc).toContain('<li>vitoria</li>');
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { AdminContext, Form, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CLUBE_TEXTOS } from '@stockcar/shared/schemas/admin/clube';
import { i18nProvider } from '../../i18n/index.ts';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { ARQUIVO_TEXTS, BrindeArquivoInput } from './arquivo-input.tsx';

const KEY = 'brindes/6f1c2a8e-3b7d-4d0e-9a51-2c4f8b7e1d30.pdf';
const OLD = {
  arquivo: 'brindes/antigo.png',
  nomeArquivo: 'papel-de-parede.png',
  tipoConteudo: 'image/png',
};

function renderForm(record: Record<string, unknown> = OLD) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="brindes">
        <Form record={record}>
          <BrindeArquivoInput />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const pdf = (size = 9) =>
  new File([new Uint8Array(size).fill(0x25)], 'Regulamento.pdf', { type: 'application/pdf' });
const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('arquivo-brinde'), { target: { files: [file] } });

describe('BrindeArquivoInput', () => {
  it('uploads the file and fills its key, name and type, with a busy state meanwhile', async () => {
    let sent: { file: unknown; key: string | null } | undefined;
    server.use(
      http.post(adminPath('/brindes/arquivo'), async ({ request }) => {
        const file = (await request.formData()).get('file');
        sent = {
          file: typeof file === 'string' || !file ? file : `${file.size} ${file.type}`,
          key: request.headers.get('x-api-key'),
        };
        await delay(150);
        return HttpResponse.json(
          { arquivo: KEY, nomeArquivo: 'Regulamento.pdf', tipoConteudo: 'application/pdf' },
          { status: 201 },
        );
      }),
    );
    renderForm();
    expect(screen.getByText(ARQUIVO_TEXTS.trocar)).toBeTruthy();
    choose(pdf());
    expect(await screen.findByText(ARQUIVO_TEXTS.enviando)).toBeTruthy();
    expect(await screen.findByText(ARQUIVO_TEXTS.enviado('Regulamento.pdf'))).toBeTruthy();
    expect(sent).toEqual({ file: '9 application/pdf', key: 'test-api-key' });
    expect(field('arquivo')).toBe(KEY);
    expect(field('nomeArquivo')).toBe('Regulamento.pdf');
    expect(field('tipoConteudo')).toBe('application/pdf');
    expect(screen.queryByText(ARQUIVO_TEXTS.enviando)).toBeNull();
  });

  it('offers to send a file to a new gift, whose key only the upload sets', () => {
    renderForm({});
    expect(screen.getByText(ARQUIVO_TEXTS.enviar)).toBeTruthy();
    expect(document.querySelector('input[name="arquivo"]')?.hasAttribute('readonly')).toBe(true);
  });

  it.each([
    [415, CLUBE_TEXTOS.arquivoTipo, CLUBE_TEXTOS.arquivoTipo],
    [415, undefined, ARQUIVO_TEXTS.tipo],
    [413, undefined, ARQUIVO_TEXTS.grande],
    [403, 'Você não tem permissão para esta área.', 'Você não tem permissão para esta área.'],
  ])(
    'shows the Portuguese reason of a %i and keeps the old file',
    async (status, detail, shown) => {
      server.use(
        http.post(adminPath('/brindes/arquivo'), () =>
          HttpResponse.json(
            { type: 'about:blank', status, ...(detail ? { detail } : {}) },
            { status, headers: { 'content-type': 'application/problem+json' } },
          ),
        ),
      );
      renderForm();
      choose(pdf());
      expect((await screen.findByRole('alert')).textContent).toBe(shown);
      expect(field('arquivo')).toBe(OLD.arquivo);
      expect(field('nomeArquivo')).toBe(OLD.nomeArquivo);
    },
  );

  it('refuses a file over 20 MB before sending it', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    renderForm();
    choose(pdf(20 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(ARQUIVO_TEXTS.grande);
    await waitFor(() => expect(field('arquivo')).toBe(OLD.arquivo));
  });

  it('says so when the server cannot be reached', async () => {
    server.use(http.post(adminPath('/brindes/arquivo'), () => HttpResponse.error()));
    renderForm();
    choose(pdf());
    expect((await screen.findByRole('alert')).textContent).toBe(ARQUIVO_TEXTS.rede);
  });
});

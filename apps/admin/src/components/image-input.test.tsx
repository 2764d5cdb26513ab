import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { AdminContext, Form, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/index.ts';
import { server } from '../testing/msw.ts';
import { storedImage } from '../testing/imagem.ts';
import { adminPath } from '../testing/runtime-config.ts';
import { IMAGE_INPUT_TEXTS, ImageInput } from './image-input.tsx';

const STORED_URL = '/media/imagens/0b9f3a52-8d0c-4c55-9b0e-3d7c1e0f9a11/1280.jpg';

const imagem = storedImage(STORED_URL, 'Largada em Interlagos');

const problem = (status: number, body: object) =>
  HttpResponse.json(
    { type: 'about:blank', status, ...body },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

function renderForm(record: Record<string, unknown> = { nome: 'Largada em Interlagos' }) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form record={record}>
        <TextInput source="nome" />
        <ImageInput source="imagem" altSource="nome" resource="patrocinadores" />
      </Form>
    </AdminContext>,
  );
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const fileInput = () => screen.getByTestId('imagem-arquivo');
const urlInput = () => screen.getByRole('textbox', { name: 'Logo (endereço)' });

describe('ImageInput', () => {
  it('sends the file with its alt text and fills the URL with the stored image', async () => {
    let sent: { alt: unknown; file: unknown; key: string | null } | undefined;
    server.use(
      http.post(adminPath('/imagens'), async ({ request }) => {
        const body = await request.formData();
        const file = body.get('file');
        sent = {
          alt: body.get('alt'),
          // Node's File (the request side), not jsdom's: read its name and type.
          file: typeof file === 'string' ? file : `${file?.name} ${file?.type}`,
          key: request.headers.get('x-api-key'),
        };
        return HttpResponse.json(imagem, { status: 201 });
      }),
    );
    renderForm();
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await waitFor(() => expect(urlInput()).toHaveProperty('value', STORED_URL));
    expect(sent).toEqual({
      alt: 'Largada em Interlagos',
      // jsdom's File reaches Node's fetch without its name; the type travels.
      file: expect.stringMatching(/ image\/png$/),
      key: 'test-api-key',
    });
    expect(screen.getByText(IMAGE_INPUT_TEXTS.enviada)).toBeTruthy();
    expect(screen.getByRole('img', { name: IMAGE_INPUT_TEXTS.previa })).toHaveProperty(
      'src',
      expect.stringContaining(STORED_URL),
    );
  });

  it('uses the alt text typed for the upload over the suggested one', async () => {
    let alt: unknown;
    server.use(
      http.post(adminPath('/imagens'), async ({ request }) => {
        alt = (await request.formData()).get('alt');
        return HttpResponse.json(imagem, { status: 201 });
      }),
    );
    renderForm();
    const altField = screen.getByRole('textbox', { name: IMAGE_INPUT_TEXTS.alt });
    await userEvent.clear(altField);
    await userEvent.type(altField, 'Logo da montadora');
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await waitFor(() => expect(urlInput()).toHaveProperty('value', STORED_URL));
    expect(alt).toBe('Logo da montadora');
  });

  it('asks for the alt text before sending anything', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    renderForm({ nome: '' });
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/texto alternativo/i);
    expect(urlInput()).toHaveProperty('value', '');
  });

  it('shows busy state while the upload runs', async () => {
    server.use(
      http.post(adminPath('/imagens'), async () => {
        await delay(150);
        return HttpResponse.json(imagem, { status: 201 });
      }),
    );
    renderForm();
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    expect(await screen.findByText(IMAGE_INPUT_TEXTS.enviando)).toBeTruthy();
    await waitFor(() => expect(urlInput()).toHaveProperty('value', STORED_URL));
    expect(screen.getByText(IMAGE_INPUT_TEXTS.enviar)).toBeTruthy();
  });

  it.each([
    [
      415,
      { title: 'Unsupported Media Type', detail: 'Formato de imagem não aceito.' },
      'Formato de imagem não aceito.',
    ],
    [413, { title: 'Payload Too Large' }, IMAGE_INPUT_TEXTS.grande],
    [
      400,
      {
        title: 'Bad Request',
        detail: 'Dados inválidos.',
        errors: [{ path: 'alt', message: 'Use até 250 caracteres.' }],
      },
      'Use até 250 caracteres.',
    ],
  ])('shows the Portuguese reason of a %i and keeps the URL', async (status, body, message) => {
    server.use(http.post(adminPath('/imagens'), () => problem(status, body)));
    renderForm({ nome: 'Largada', imagem: '/antiga.jpg' });
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(urlInput()).toHaveProperty('value', '/antiga.jpg');
  });
});

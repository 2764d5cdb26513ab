import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { IMAGE_INPUT_TEXTS } from '../../components/image-input.tsx';
import { i18nProvider } from '../../i18n/index.ts';
import { server } from '../../testing/msw.ts';
import { storedImage } from '../../testing/imagem.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { GaleriaForm } from './galeria-form.tsx';

/** The library's answer for an upload: the address names the file's size, to tell files apart. */
const stored = (size: number, alt: string) =>
  storedImage(`/media/imagens/arquivo-${size}/1280.jpg`, alt, size);

/** A file of `size` bytes (jsdom's File reaches the handler with its size, not its name). */
const photo = (size: number, name = `foto-${size}.jpg`) =>
  new File([new Uint8Array(size).fill(0xff)], name, { type: 'image/jpeg' });

const record = {
  titulo: { 'pt-br': 'Largada em Interlagos' },
  imagens: [{ url: '/media/imagens/antiga/1280.jpg', alt: 'O grid antes da largada' }],
};

function renderForm() {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="galerias">
        <GaleriaForm record={record} />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

/** The items' fields by their form names (role queries are slow on a form this size). */
const itemValues = (field: string) =>
  Array.from(
    document.querySelectorAll<HTMLInputElement>(`input[name^="imagens."][name$=".${field}"]`),
    (input) => input.value,
  );
const urls = () => itemValues('url');
const alts = () => itemValues('alt');

describe('the gallery form uploads', () => {
  it('adds one item per chosen file, in the order chosen, with the alt text typed for them', async () => {
    const sent: { size: number; alt: unknown }[] = [];
    server.use(
      http.post(adminPath('/imagens'), async ({ request }) => {
        const body = await request.formData();
        const file = body.get('file');
        const size = typeof file === 'string' || !file ? 0 : file.size;
        sent.push({ size, alt: body.get('alt') });
        // The first file answers last: uploads at once would add the items out of order.
        await delay(400 - size * 100);
        return HttpResponse.json(stored(size, String(body.get('alt'))), { status: 201 });
      }),
    );
    renderForm();
    const alt = screen.getByLabelText(IMAGE_INPUT_TEXTS.altVarias);
    expect(alt).toHaveProperty('value', 'Largada em Interlagos');
    fireEvent.change(alt, { target: { value: 'Carros na reta dos boxes' } });
    fireEvent.change(screen.getByTestId('imagens-arquivos'), {
      target: { files: [photo(1), photo(2), photo(3)] },
    });
    expect(await screen.findByText(IMAGE_INPUT_TEXTS.enviandoDe(1, 3))).toBeTruthy();
    expect(await screen.findByText(IMAGE_INPUT_TEXTS.adicionadas(3), {}, { timeout: 5000 }));
    expect(sent).toEqual([1, 2, 3].map((size) => ({ size, alt: 'Carros na reta dos boxes' })));
    expect(urls()).toEqual([
      '/media/imagens/antiga/1280.jpg',
      '/media/imagens/arquivo-1/1280.jpg',
      '/media/imagens/arquivo-2/1280.jpg',
      '/media/imagens/arquivo-3/1280.jpg',
    ]);
    expect(alts()).toEqual([
      'O grid antes da largada',
      'Carros na reta dos boxes',
      'Carros na reta dos boxes',
      'Carros na reta dos boxes',
    ]);
  });

  it('adds the files that went through and names the ones refused', async () => {
    server.use(
      http.post(adminPath('/imagens'), async ({ request }) => {
        const file = (await request.formData()).get('file');
        const size = typeof file === 'string' || !file ? 0 : file.size;
        if (size === 2) {
          return HttpResponse.json(
            { type: 'about:blank', status: 415, detail: 'Formato de imagem não aceito.' },
            { status: 415, headers: { 'content-type': 'application/problem+json' } },
          );
        }
        return HttpResponse.json(stored(size, 'Largada'), { status: 201 });
      }),
    );
    renderForm();
    fireEvent.change(screen.getByTestId('imagens-arquivos'), {
      target: { files: [photo(1), photo(2, 'documento.jpg'), photo(3)] },
    });
    expect(await screen.findByText(IMAGE_INPUT_TEXTS.adicionadas(2))).toBeTruthy();
    expect(screen.getByText('documento.jpg: Formato de imagem não aceito.')).toBeTruthy();
    expect(urls()).toEqual([
      '/media/imagens/antiga/1280.jpg',
      '/media/imagens/arquivo-1/1280.jpg',
      '/media/imagens/arquivo-3/1280.jpg',
    ]);
  });

  it("replaces one image by an upload sent with that image's own alt text", async () => {
    let alt: unknown;
    server.use(
      http.post(adminPath('/imagens'), async ({ request }) => {
        alt = (await request.formData()).get('alt');
        return HttpResponse.json(stored(5, String(alt)), { status: 201 });
      }),
    );
    renderForm();
    fireEvent.change(screen.getByTestId('imagens.0.url-arquivo'), {
      target: { files: [photo(5)] },
    });
    await waitFor(() => expect(urls()).toEqual(['/media/imagens/arquivo-5/1280.jpg']));
    expect(alt).toBe('O grid antes da largada');
    // The item's alt text is the upload's: no second alt field for it.
    expect(screen.queryAllByLabelText(IMAGE_INPUT_TEXTS.alt)).toHaveLength(0);
  });
});

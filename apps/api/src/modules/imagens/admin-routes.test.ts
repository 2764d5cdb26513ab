import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { count, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Imagem } from '@stockcar/shared/schemas/admin/imagens';
import { imagensPtBr } from '@stockcar/shared/locales/imagens/pt-br';
import * as s from '../../db/schema/index.ts';
import { TEST_API_KEY, type TestApp } from '../../../test/helper.ts';
import { createConsoleApp, staffHeaders } from '../../../test/staff.ts';

let t: TestApp;
let staffHeader: Record<string, string>;
let uploaderId: number;
/** An alt text the database refuses (a trigger of this test), to prove a failed insert leaves nothing. */
const FAILING_INSERT_ALT = 'Falha ao gravar';

beforeAll(async () => {
  t = await createConsoleApp();
  const editor = await staffHeaders(t, 'editor');
  staffHeader = { authorization: editor.headers.authorization ?? '' };
  uploaderId = editor.account.id;
  await t.db.execute(
    sql.raw(`create function recusa_imagem() returns trigger language plpgsql as $$
      begin if new.alt = '${FAILING_INSERT_ALT}' then raise exception 'recusada'; end if; return new; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger recusa_imagem before insert on imagem
      for each row execute function recusa_imagem()`),
  );
});
afterAll(async () => {
  await t.close();
});

async function upload(fields: Record<string, string>, file?: { data: Buffer; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file.data]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/imagens',
    headers: {
      'x-api-key': TEST_API_KEY,
      ...staffHeader,
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.6 } },
  })
    .png()
    .toBuffer();

const imageFolders = () => {
  const dir = path.join(t.dataDir, 'media', 'imagens');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const rows = async () => (await t.db.select({ n: count() }).from(s.imagem))[0]?.n ?? 0;

describe('POST /api/v1/admin/imagens', () => {
  it('re-encodes a PNG into each width not wider than it, as WebP and JPEG', async () => {
    const res = await upload(
      { alt: 'Carro 12 na reta dos boxes' },
      { data: await png(1500, 1000), name: 'carro.png' },
    );
    expect(res.statusCode).toBe(201);
    const item = res.json<Imagem>();
    const folder = `/media/imagens/${item.chave}`;
    expect(item).toMatchObject({
      alt: 'Carro 12 na reta dos boxes',
      largura: 1500,
      altura: 1000,
      larguras: [320, 640, 960, 1280],
      url: `${folder}/1280.jpg`,
      staffId: uploaderId,
      versao: 1,
    });
    expect(item.srcset).toBe(
      [320, 640, 960, 1280].map((w) => `${folder}/${w}.jpg ${w}w`).join(', '),
    );
    expect(item.sources).toEqual([
      {
        type: 'image/webp',
        srcset: [320, 640, 960, 1280].map((w) => `${folder}/${w}.webp ${w}w`).join(', '),
      },
    ]);

    const dir = path.join(t.dataDir, 'media', 'imagens', item.chave);
    expect(readdirSync(dir).sort()).toEqual([
      '1280.jpg',
      '1280.webp',
      '320.jpg',
      '320.webp',
      '640.jpg',
      '640.webp',
      '960.jpg',
      '960.webp',
    ]);
    for (const w of item.larguras) {
      const webp = await sharp(readFileSync(path.join(dir, `${w}.webp`))).metadata();
      const jpeg = await sharp(readFileSync(path.join(dir, `${w}.jpg`))).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(['webp', w, Math.round((w * 2) / 3)]);
      expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', w, Math.round((w * 2) / 3)]);
    }
    // Served as public media.
    const served = await t.app.inject({ method: 'GET', url: `${folder}/640.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [entry] = await t.db.select().from(s.auditoria).orderBy(desc(s.auditoria.id)).limit(1);
    expect(entry).toMatchObject({ entidade: 'imagem', entidadeId: String(item.id), acao: 'criar' });
  });

  it('turns a photo by its EXIF orientation and strips its metadata', async () => {
    const photo = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#036' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Fotógrafo', Make: 'Câmera' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload({ alt: 'Pódio em Interlagos' }, { data: photo, name: 'podio.jpg' });
    expect(res.statusCode).toBe(201);
    const item = res.json<Imagem>();
    expect([item.largura, item.altura, item.larguras]).toEqual([400, 800, [320]]);
    const stored = await sharp(
      readFileSync(path.join(t.dataDir, 'media', 'imagens', item.chave, '320.jpg')),
    ).metadata();
    expect([stored.width, stored.height]).toEqual([320, 640]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('keeps the original width of an image narrower than the smallest', async () => {
    const res = await upload({ alt: 'Logo' }, { data: await png(200, 100), name: 'logo.png' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Imagem>()).toMatchObject({ larguras: [200] });
    expect(res.json<Imagem>().url).toMatch(/\/200\.jpg$/);
  });

  describe('refusals leave no row and no file', () => {
    let folders: string[];
    let before: number;
    beforeAll(async () => {
      folders = imageFolders();
      before = await rows();
    });
    const nothingSaved = async () => {
      expect(imageFolders()).toEqual(folders);
      expect(await rows()).toBe(before);
    };

    it('answers 415 in Portuguese for a text file', async () => {
      const res = await upload(
        { alt: 'Texto' },
        { data: Buffer.from('não sou uma imagem\n'), name: 'foto.jpg' },
      );
      expect(res.statusCode).toBe(415);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 415, detail: imagensPtBr.tipo });
      await nothingSaved();
    });

    it('answers 415 for an image type the library does not take (SVG, TIFF) and a cut file', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      const tiff = await sharp({
        create: { width: 10, height: 10, channels: 3, background: '#000' },
      })
        .tiff()
        .toBuffer();
      const cut = (await png(800, 600)).subarray(0, 300);
      for (const data of [svg, tiff, cut]) {
        const res = await upload({ alt: 'Arquivo' }, { data, name: 'x.png' });
        expect(res.statusCode).toBe(415);
      }
      await nothingSaved();
    });

    it('answers 413 in Portuguese for a file over 10 MB', async () => {
      const big = Buffer.alloc(11 * 1024 * 1024, 0xff);
      const res = await upload({ alt: 'Grande' }, { data: big, name: 'grande.jpg' });
      expect(res.statusCode).toBe(413);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 413, detail: imagensPtBr.tamanho });
      await nothingSaved();
    });

    it('answers 400 with the field message when the alt text is missing or blank', async () => {
      const data = await png(400, 300);
      for (const fields of [{}, { alt: '   ' }] as Record<string, string>[]) {
        const res = await upload(fields, { data, name: 'sem-alt.png' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          status: 400,
          detail: imagensPtBr.altObrigatorio,
          errors: [{ path: 'body.alt', message: imagensPtBr.altObrigatorio }],
        });
      }
      const long = await upload({ alt: 'a'.repeat(251) }, { data, name: 'longo.png' });
      expect(long.json()).toMatchObject({ errors: [{ message: imagensPtBr.altLongo }] });
      await nothingSaved();
    });

    it('answers 400 when the file is missing', async () => {
      const res = await upload({ alt: 'Sem arquivo' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errors: [{ path: 'body.file', message: imagensPtBr.arquivoObrigatorio }],
      });
      await nothingSaved();
    });

    it('removes the written files when the row cannot be saved', async () => {
      const res = await upload(
        { alt: FAILING_INSERT_ALT },
        { data: await png(700, 400), name: 'a.png' },
      );
      expect(res.statusCode).toBe(500);
      await nothingSaved();
    });

    it('answers 415 to a body that is not multipart', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/imagens',
        headers: { 'x-api-key': TEST_API_KEY, ...staffHeader },
        payload: { alt: 'JSON' },
      });
      expect(res.statusCode).toBe(415);
      await nothingSaved();
    });
  });
});

describe('GET /api/v1/admin/imagens', () => {
  const list = (query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/imagens${query}`,
      headers: { 'x-api-key': TEST_API_KEY, ...staffHeader },
    });

  it('lists the library newest first with its total', async () => {
    const res = await list('?pagina=1&porPagina=2');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ itens: Imagem[]; total: number }>();
    expect(body.total).toBe(3);
    expect(body.itens.map((i) => i.alt)).toEqual(['Logo', 'Pódio em Interlagos']);
    const second = (await list('?pagina=2&porPagina=2')).json<{ itens: Imagem[] }>();
    expect(second.itens.map((i) => i.alt)).toEqual(['Carro 12 na reta dos boxes']);
  });

  it('searches the alt text ignoring case and accents', async () => {
    const body = (await list('?q=PODIO')).json<{ itens: Imagem[]; total: number }>();
    expect(body.total).toBe(1);
    expect(body.itens[0]?.alt).toBe('Pódio em Interlagos');
    expect((await list('?q=%25')).json()).toMatchObject({ total: 0 });
  });

  it('reads one image, 404 for an unknown id', async () => {
    const [first] = (await list()).json<{ itens: Imagem[] }>().itens;
    const one = await list(`/${first?.id}`);
    expect(one.json()).toEqual(first);
    expect((await list('/999999')).statusCode).toBe(404);
  });

  it('answers 400 for a page size past the limit', async () => {
    expect((await list('?porPagina=500')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the library under the Admin tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(doc.paths['/api/v1/admin/imagens']?.post?.tags).toEqual(['Admin']);
    expect(doc.paths['/api/v1/admin/imagens']?.get?.tags).toEqual(['Admin']);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BeneficiosSchema,
  BibliotecaDetalheSchema,
  BibliotecasSchema,
  DepoimentosSchema,
  PesquisaEstadoSchema,
} from '@stockcar/shared/schemas/clube-conteudo';
import { PilotoGaleriasSchema } from '@stockcar/shared/schemas/noticias';
import { altField } from '@stockcar/shared/schemas/admin/clube';
import * as s from '../db/schema/index.ts';
import { createFolderStorage } from '../services/storage.ts';
import { startSession } from '../plugins/auth/sessions.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { DEMO_EMAILS } from './members.ts';
import { seedDemo } from './index.ts';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const storage = createFolderStorage(t.dataDir);
  await seedDemo({ db: t.db, storage, now: new Date(), ticketsUrl: 'https://t.example' });
  const [ana] = await t.db
    .select()
    .from(s.usuario)
    .where(eq(s.usuario.email, DEMO_EMAILS.complete));
  if (!ana) throw new Error('no demo member');
  const issued = await startSession(t.db, ana.id);
  auth = {
    authorization: `Bearer ${t.app.jwt.sign({ sub: String(ana.id), sid: issued.familyId })}`,
  };
});
afterAll(() => t.close());

describe('club content demo seed', () => {
  it("has the club home's four testimonials, as the site launched with them, in order", async () => {
    const depoimentos = DepoimentosSchema.parse((await t.get('/api/v1/Depoimento')).json());
    expect(depoimentos.map((d) => d.nome)).toEqual([
      'Mariana, São Paulo (SP)',
      'Rafael, Goiânia (GO)',
      'Camila, Curitiba (PR)',
      'Lucas, Porto Alegre (RS)',
    ]);
    expect(depoimentos[0]?.texto).toBe(
      'Ganhei um par de ingressos respondendo à pesquisa e levei meu pai para ver a corrida em Interlagos. Inesquecível!',
    );
  });

  it('has a four-lap survey with a multiple-answer question in each lap', async () => {
    const estado = PesquisaEstadoSchema.parse(
      (await t.get('/api/v1/PesquisaEnriquecimento', auth)).json(),
    );
    expect(estado).toMatchObject({ fase: 0, faseEncerrada: false });
    const questions = await t.db.select().from(s.pesquisaPergunta);
    expect(new Set(questions.map((q) => q.fase))).toEqual(new Set([1, 2, 3, 4]));
    for (const fase of [1, 2, 3, 4]) {
      expect(questions.some((q) => q.fase === fase && q.multiplaResposta)).toBe(true);
    }
  });

  it('has gifts whose files download (SVG and PNG)', async () => {
    const gifts = BeneficiosSchema.parse((await t.get('/api/v1/Beneficio', auth)).json());
    expect(gifts.length).toBeGreaterThanOrEqual(3);
    const types = [];
    for (const gift of gifts) {
      const res = await t.get(`/api/v1/Beneficio/${gift.id}/Download`, auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      types.push(String(res.headers['content-type']));
    }
    expect(types.some((x) => x.startsWith('image/png'))).toBe(true);
    expect(types.some((x) => x.startsWith('image/svg+xml'))).toBe(true);
  });

  it('has 4 or more libraries of 3 to 8 videos with watch links', async () => {
    const libs = BibliotecasSchema.parse(
      (await t.get('/api/v1/StockChannel/Biblioteca', auth)).json(),
    );
    expect(libs.length).toBeGreaterThanOrEqual(4);
    for (const lib of libs) {
      expect(lib.quantidadeDeVideos).toBeGreaterThanOrEqual(3);
      expect(lib.quantidadeDeVideos).toBeLessThanOrEqual(8);
      const detail = BibliotecaDetalheSchema.parse(
        (await t.get(`/api/v1/StockChannel/Biblioteca/${lib.idBiblioteca}`, auth)).json(),
      );
      for (const v of detail.videos) expect(new URL(v.link).searchParams.get('v')).toHaveLength(11);
    }
  });

  it("has behind-the-scenes images of the demo member's favourite driver", async () => {
    const [ana] = await t.db
      .select()
      .from(s.usuario)
      .where(eq(s.usuario.email, DEMO_EMAILS.complete));
    const res = await t.get(`/api/v1/Piloto/${ana?.pilotoFavoritoId ?? 0}/bastidores`, auth);
    const { galerias } = PilotoGaleriasSchema.parse(res.json());
    expect(galerias.flatMap((g) => g.imagemGaleria).length).toBeGreaterThanOrEqual(4);
  });

  it("gives every gift, library and video picture the alt text the console's contract requires", async () => {
    const alts = [
      ...(await t.db.select({ alt: s.beneficio.textoAlternativo }).from(s.beneficio)),
      ...(await t.db.select({ alt: s.biblioteca.textoAlternativo }).from(s.biblioteca)),
      ...(await t.db.select({ alt: s.bibliotecaVideo.textoAlternativo }).from(s.bibliotecaVideo)),
    ].map((row) => row.alt);
    expect(alts.length).toBeGreaterThan(10);
    for (const alt of alts) expect(altField.safeParse(alt).success, alt).toBe(true);
  });
});

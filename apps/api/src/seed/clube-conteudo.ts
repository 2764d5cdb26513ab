import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { StorageService } from '../services/storage.ts';
import { bannerSvg } from './artwork.ts';
import { stripesPng } from './png.ts';
import { GIFTS, LIBRARIES, SURVEY_LAPS, TESTIMONIALS } from './clube-conteudo-data.ts';
import { seededRandom, type Random } from './racing/random.ts';

/**
 * Club content demo (issue 6): the four-lap rewards survey, gifts with downloadable files in
 * private storage, Stock Channel libraries and behind-the-scenes galleries of Pro Series drivers;
 * the home's testimonials.
 */

const PROSERIES = 1;
const BACKSTAGE_SHOTS = ['Boxes', 'Briefing', 'Pit stop', 'Acerto do carro', 'Grid', 'Pódio'];

export async function seedClubContent(db: Db, storage: StorageService, now: Date) {
  const random = seededRandom(707);
  await seedSurvey(db);
  await seedGifts(db, storage);
  await seedLibraries(db, storage, random);
  await seedBackstage(db, storage, now);
  await db.insert(t.depoimento).values(TESTIMONIALS.map((d, ordem) => ({ ...d, ordem })));
}

async function seedSurvey(db: Db) {
  const [survey] = await db
    .insert(t.pesquisa)
    .values({ titulo: 'Pesquisa de enriquecimento do Stock Club' })
    .returning();
  if (!survey) return;
  for (const [lap, questions] of SURVEY_LAPS.entries()) {
    for (const [ordem, q] of questions.entries()) {
      const [row] = await db
        .insert(t.pesquisaPergunta)
        .values({
          pesquisaId: survey.id,
          fase: lap + 1,
          ordem,
          descricao: q.descricao,
          multiplaResposta: q.multiplaResposta ?? false,
        })
        .returning();
      if (!row) continue;
      await db
        .insert(t.pesquisaOpcao)
        .values(q.opcoes.map((descricao, i) => ({ perguntaId: row.id, descricao, ordem: i })));
    }
  }
}

async function seedGifts(db: Db, storage: StorageService) {
  const rows = [];
  for (const [ordem, g] of GIFTS.entries()) {
    const art = bannerSvg('Stock Club', g.nome.replace('Papel de parede: ', ''), g.cor, '#0d0d12');
    const urlImagem = await storage.putPublic(`seed/brinde-${g.slug}.svg`, art);
    const png = g.slug.endsWith('grid');
    const file = png
      ? stripesPng(480, 270, [
          [13, 13, 18],
          [0, 163, 224],
          [255, 255, 255],
          [0, 163, 224],
        ])
      : Buffer.from(art);
    const ext = png ? 'png' : 'svg';
    const arquivo = await storage.putPrivate(`brindes/${g.slug}.${ext}`, file);
    const tipoConteudo = png ? 'image/png' : 'image/svg+xml';
    rows.push({
      nome: g.nome,
      urlImagem,
      // The console's contract requires every picture's alt text (an empty one fails its list).
      textoAlternativo: `Arte do brinde ${g.nome}`,
      arquivo,
      nomeArquivo: `${g.slug}.${ext}`,
      tipoConteudo,
      ordem,
    });
  }
  await db.insert(t.beneficio).values(rows);
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const videoId = (random: Random) =>
  Array.from({ length: 11 }, () => random.pick([...ID_CHARS])).join('');

async function seedLibraries(db: Db, storage: StorageService, random: Random) {
  for (const [ordem, lib] of LIBRARIES.entries()) {
    const hue = (ordem * 67) % 360;
    const slug = lib.nome
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-');
    const thumbnail = await storage.putPublic(
      `seed/stockchannel-${slug}.svg`,
      bannerSvg(lib.nome, 'Stock Channel', `hsl(${hue} 80% 55%)`, '#0d0d12'),
    );
    const [row] = await db
      .insert(t.biblioteca)
      .values({
        nome: lib.nome,
        thumbnail,
        textoAlternativo: `Capa da biblioteca ${lib.nome}`,
        ordem,
      })
      .returning();
    if (!row) continue;
    const videos = [];
    for (const [i, titulo] of lib.videos.entries()) {
      const thumb = await storage.putPublic(
        `seed/stockchannel-${slug}-${i + 1}.svg`,
        bannerSvg(titulo, lib.nome, `hsl(${(hue + i * 23) % 360} 75% 55%)`, '#111'),
      );
      const link = `https://www.youtube.com/watch?v=${videoId(random)}`;
      const textoAlternativo = `Miniatura do vídeo ${titulo}`;
      videos.push({
        bibliotecaId: row.id,
        titulo,
        thumbnail: thumb,
        textoAlternativo,
        link,
        ordem: i,
      });
    }
    await db.insert(t.bibliotecaVideo).values(videos);
  }
}

/** A behind-the-scenes gallery (club only) for each Pro Series driver of the latest season. */
async function seedBackstage(db: Db, storage: StorageService, now: Date) {
  const [latest] = await db
    .select({ temporada: t.inscricao.temporada })
    .from(t.inscricao)
    .where(eq(t.inscricao.categoriaId, PROSERIES))
    .orderBy(desc(t.inscricao.temporada))
    .limit(1);
  if (!latest) return;
  const drivers = await db
    .select({ id: t.piloto.id, nome: t.piloto.nome, sobrenome: t.piloto.sobrenome })
    .from(t.inscricao)
    .innerJoin(t.piloto, eq(t.piloto.id, t.inscricao.pilotoId))
    .where(and(eq(t.inscricao.categoriaId, PROSERIES), eq(t.inscricao.temporada, latest.temporada)))
    .orderBy(t.piloto.id);
  for (const { id, nome, sobrenome } of drivers) {
    const driver = { id, nome: `${nome} ${sobrenome}` };
    const [gallery] = await db
      .insert(t.galeria)
      .values({
        categoriaId: PROSERIES,
        titulo: { 'pt-br': `Bastidores: ${driver.nome}`, en: `Behind the scenes: ${driver.nome}` },
        dataPublicacao: new Date(now.getTime() - 24 * 3_600_000),
        bastidores: true,
      })
      .returning({ id: t.galeria.id });
    if (!gallery) continue;
    const urls = await Promise.all(
      BACKSTAGE_SHOTS.map((shot, n) =>
        storage.putPublic(
          `seed/bastidores-${driver.id}-${n + 1}.svg`,
          bannerSvg(shot, driver.nome, '#ffc20e', '#14141c'),
        ),
      ),
    );
    await db
      .insert(t.galeriaImagem)
      .values(urls.map((url, ordem) => ({ galeriaId: gallery.id, url, ordem })));
    await db.insert(t.galeriaPiloto).values({ galeriaId: gallery.id, pilotoId: driver.id });
  }
}

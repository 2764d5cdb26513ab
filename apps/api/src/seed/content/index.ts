import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { StorageService } from '../../services/storage.ts';
import { sanitizeCmsHtml } from '../../lib/html-sanitizer.ts';
import { bannerSvg } from '../artwork.ts';
import { CATEGORY_SEEDS } from '../categories.ts';
import { HR_AREAS, b2bProducts, testimonials } from './editorial.ts';

/** Tags the related-news blocks search for (public-site.md §9). */
const RELATED_TAGS: Record<string, string> = {
  'stock-series': 'RumoàStockCar',
  'turismo-nacional': 'DaTNparaAStockSeries',
  'e-stock': 'StockCarVirtual',
};

/** Winners of every official race (of each class, turismo), with the circuit, oldest first. */
function officialWins(db: Db, categoriaId: number, now: Date) {
  return db
    .select({
      etapaId: t.etapa.id,
      titulo: t.etapa.titulo,
      numero: t.etapa.numero,
      corridaId: t.corrida.id,
      corrida: t.corrida.descricao,
      corridaNumero: t.corrida.numero,
      data: t.etapa.data,
      temporada: t.etapa.temporada,
      cidade: t.circuito.cidade,
      circuito: t.circuito.nome,
      pilotoId: t.piloto.id,
      nome: t.piloto.nome,
      sobrenome: t.piloto.sobrenome,
    })
    .from(t.etapa)
    .innerJoin(t.circuito, eq(t.circuito.id, t.etapa.circuitoId))
    .innerJoin(t.corrida, and(eq(t.corrida.etapaId, t.etapa.id), eq(t.corrida.situacao, 'oficial')))
    .innerJoin(
      t.resultado,
      and(eq(t.resultado.corridaId, t.corrida.id), eq(t.resultado.posicao, 1)),
    )
    .innerJoin(t.inscricao, eq(t.inscricao.id, t.resultado.inscricaoId))
    .innerJoin(t.piloto, eq(t.piloto.id, t.inscricao.pilotoId))
    .where(and(eq(t.etapa.categoriaId, categoriaId), lte(t.etapa.data, now)))
    .orderBy(asc(t.etapa.data), asc(t.corrida.numero));
}

/** News and galleries written from the racing data: each official race gets its report. */
export async function seedContent(options: { db: Db; storage: StorageService; now: Date }) {
  const { db, storage } = options;
  for (const c of CATEGORY_SEEDS.filter((x) => x.slug !== 'turismo-nacional-antigo')) {
    const wins = await officialWins(db, c.id, options.now);
    const tag = RELATED_TAGS[c.slug];
    for (const [i, s] of wins.entries()) {
      const winner = `${s.nome} ${s.sobrenome}`;
      // 'corrida 1', or 'prova Sprint' where races have names (turismo).
      const race = /^corrida/i.test(s.corrida) ? s.corrida.toLowerCase() : `prova ${s.corrida}`;
      const published = new Date(s.data.getTime() + (4 + s.corridaNumero) * 3_600_000);
      const image = await storage.putPublic(
        `seed/noticia-${c.slug}-${s.corridaId}-${s.pilotoId}.svg`,
        bannerSvg(
          `${s.nome} vence em ${s.cidade}`,
          `${s.titulo} · ${s.temporada}`,
          c.cor,
          c.background,
        ),
      );
      const [news] = await db
        .insert(t.noticia)
        .values({
          categoriaId: c.id,
          titulo: {
            'pt-br': `${winner} vence a ${race} da ${s.titulo} em ${s.cidade}`,
            ...(c.slug === 'formula-4'
              ? {
                  en: `${winner} wins race ${s.corridaNumero} of round ${s.numero} in ${s.cidade}`,
                }
              : {}),
          },
          texto: {
            'pt-br': sanitizeCmsHtml(
              `<p>${winner} venceu a ${race} da ${s.titulo} da temporada ${s.temporada} da ${c.nome['pt-br']}, no ${s.circuito}, em ${s.cidade}.</p>` +
                `<p>A prova teve disputas por posição do início ao fim e o resultado mexe com a classificação do campeonato.</p>` +
                `<p>Confira o pódio completo na página de etapas.</p>`,
            ),
            ...(c.slug === 'formula-4'
              ? {
                  en: sanitizeCmsHtml(
                    `<p>${winner} won race ${s.corridaNumero} of round ${s.numero} of the ${s.temporada} season at ${s.circuito}.</p>`,
                  ),
                }
              : {}),
          },
          dataPublicacao: published,
          imagem: image,
          imagemAlt: `Arte com o texto ${s.nome} vence em ${s.cidade}`,
          imagemGaleria: image,
          backgroundImagem: `/media/seed/${c.slug}-background.svg`,
          tags: [c.tag, s.cidade, ...(tag && i % 3 === 0 ? [tag] : [])],
        })
        .returning({ id: t.noticia.id });
      if (news)
        await db.insert(t.noticiaPiloto).values({ noticiaId: news.id, pilotoId: s.pilotoId });
    }
    // A gallery for each of the last four stages raced, tagged with a winner of it.
    const stages = [...new Map(wins.map((w) => [w.etapaId, w])).values()];
    // A gallery for each of the last four finished stages.
    for (const s of stages.slice(-4)) {
      const [gallery] = await db
        .insert(t.galeria)
        .values({
          categoriaId: c.id,
          titulo: {
            'pt-br': `Fotos da ${s.titulo} em ${s.cidade}`,
            en: `Photos: round at ${s.cidade}`,
          },
          dataPublicacao: new Date(s.data.getTime() + 8 * 3_600_000),
        })
        .returning({ id: t.galeria.id });
      if (!gallery) continue;
      const shots = ['Largada', 'Pódio', 'Boxes', 'Grid', 'Torcida', 'Bandeirada'];
      const urls = await Promise.all(
        shots.map((shot, n) =>
          storage.putPublic(
            `seed/galeria-${gallery.id}-${n + 1}.svg`,
            bannerSvg(shot, `${s.cidade} · ${s.temporada}`, c.cor, c.background),
          ),
        ),
      );
      await db.insert(t.galeriaImagem).values(
        urls.map((url, ordem) => ({
          galeriaId: gallery.id,
          url,
          textoAlternativo: `${shots[ordem] ?? 'Foto'} em ${s.cidade}, ${s.temporada}`,
          ordem,
        })),
      );
      await db.insert(t.galeriaPiloto).values({ galeriaId: gallery.id, pilotoId: s.pilotoId });
    }
  }
  await db.insert(t.b2bProduto).values(await b2bProducts(storage, options.now));
  await db.insert(t.rhArea).values(HR_AREAS.map((nome, ordem) => ({ nome, ordem })));
  await db.insert(t.rhDepoimento).values(await testimonials(storage));
}

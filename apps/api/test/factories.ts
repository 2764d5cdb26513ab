import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema/index.ts';
import { recomputeSeason } from '../src/db/derived/recompute.ts';

/** Small builders: each test creates the rows it reads (STYLE.md habit 9). */
let sequence = 0;
const next = () => ++sequence;

export async function createCategoria(
  db: Db,
  overrides: Partial<typeof t.categoria.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(t.categoria)
    .values({
      id: n + 100,
      slug: `categoria-${n}`,
      tag: `CAT ${n}`,
      cor: '#ff0000',
      background: '#000000',
      corFonte: '#ffffff',
      imgLogo: `/media/logo-${n}.svg`,
      imgFavicon: `/media/favicon-${n}.svg`,
      imgBackground: `/media/bg-${n}.svg`,
      nome: { 'pt-br': `Categoria ${n}` },
      texto: { 'pt-br': `<p>Texto ${n}</p>` },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('categoria not created');
  return row;
}

export async function createMenuItem(
  db: Db,
  values: Pick<typeof t.menuItem.$inferInsert, 'categoriaId' | 'grupo'> &
    Partial<typeof t.menuItem.$inferInsert>,
) {
  const n = next();
  const [row] = await db
    .insert(t.menuItem)
    .values({ titulo: { 'pt-br': `Item ${n}` }, url: `/item-${n}`, ordem: n, ...values })
    .returning();
  return row;
}

export async function createCircuito(
  db: Db,
  overrides: Partial<typeof t.circuito.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(t.circuito)
    .values({
      nome: `Autódromo ${n}`,
      cidade: `Cidade ${n}`,
      imagem: `/media/circuito-${n}.svg`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('circuito not created');
  return row;
}

export async function createEtapa(
  db: Db,
  values: Pick<typeof t.etapa.$inferInsert, 'categoriaId' | 'data'> &
    Partial<typeof t.etapa.$inferInsert>,
) {
  const circuitoId = values.circuitoId ?? (await createCircuito(db)).id;
  const n = next();
  const [row] = await db
    .insert(t.etapa)
    .values({
      temporada: values.data.getUTCFullYear(),
      numero: n,
      titulo: `${n}ª Etapa`,
      circuitoId,
      ...values,
    })
    .returning();
  if (!row) throw new Error('etapa not created');
  return row;
}

export async function createMontadora(
  db: Db,
  overrides: Partial<typeof t.montadora.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(t.montadora)
    .values({ nome: `Montadora ${n}`, logo: `/m/montadora-${n}.svg`, ...overrides })
    .returning();
  if (!row) throw new Error('montadora not created');
  return row;
}

export async function createEquipe(db: Db, overrides: Partial<typeof t.equipe.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(t.equipe)
    .values({
      nome: `Equipe ${n}`,
      logo: `/m/equipe-${n}.svg`,
      logoB: `/m/equipe-${n}-b.svg`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('equipe not created');
  return row;
}

export async function createPiloto(db: Db, overrides: Partial<typeof t.piloto.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(t.piloto)
    .values({
      nome: `Piloto${n}`,
      sobrenome: `Sobrenome${n}`,
      imagem: `/m/p-${n}.svg`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('piloto not created');
  return row;
}

/**
 * A driver entered in a category and season, with a team and manufacturer made on the way; the
 * season's stored standings are recomputed, as race control's entry list does (issue 11).
 */
export async function createInscricao(
  db: Db,
  values: Pick<typeof t.inscricao.$inferInsert, 'categoriaId' | 'temporada'> &
    Partial<typeof t.inscricao.$inferInsert>,
) {
  const [row] = await db
    .insert(t.inscricao)
    .values({
      pilotoId: values.pilotoId ?? (await createPiloto(db)).id,
      equipeId: values.equipeId ?? (await createEquipe(db)).id,
      montadoraId: values.montadoraId ?? (await createMontadora(db)).id,
      numero: values.numero ?? (await freeCarNumber(db, values.categoriaId, values.temporada)),
      carro: 'Carro Teste',
      ...values,
    })
    .returning();
  if (!row) throw new Error('inscricao not created');
  await recomputeSeason(db, row.categoriaId, row.temporada);
  return row;
}

/** A car number as the console takes it (1 to 3 digits) that the season's entry list (seeded or not) leaves free. */
async function freeCarNumber(db: Db, categoriaId: number, temporada: number) {
  const taken = await db
    .select({ numero: t.inscricao.numero })
    .from(t.inscricao)
    .where(and(eq(t.inscricao.categoriaId, categoriaId), eq(t.inscricao.temporada, temporada)));
  const used = new Set(taken.map((r) => r.numero));
  const start = next();
  for (let attempt = 0; attempt < 999; attempt += 1) {
    const candidate = String(((start + attempt) % 999) + 1);
    if (!used.has(candidate)) return candidate;
  }
  throw new Error('no free car number left in this season');
}

export async function createCorrida(
  db: Db,
  values: Pick<typeof t.corrida.$inferInsert, 'etapaId'> & Partial<typeof t.corrida.$inferInsert>,
) {
  const [row] = await db
    .insert(t.corrida)
    .values({ numero: next(), descricao: 'Corrida', ...values })
    .returning();
  if (!row) throw new Error('corrida not created');
  return row;
}

/**
 * Official results of a race in finishing order (entry ids), the pole from the grid's first;
 * the season's standings and careers are recomputed, as publishing does (issue 11).
 */
export async function recordResults(
  db: Db,
  corridaId: number,
  order: number[],
  grid: number[] = order,
) {
  await db.insert(t.resultado).values(
    order.map((inscricaoId, i) => ({
      corridaId,
      inscricaoId,
      posicao: i + 1,
      largada: grid.indexOf(inscricaoId) + 1,
    })),
  );
  await db
    .update(t.corrida)
    .set({ situacao: 'oficial', oficialEm: new Date(), poleInscricaoId: grid[0] ?? null })
    .where(eq(t.corrida.id, corridaId));
  await recomputeRace(db, corridaId);
}

/** Recomputes the season of a race (after a test changed its results by hand). */
export async function recomputeRace(db: Db, corridaId: number) {
  const [stage] = await db
    .select({ categoriaId: t.etapa.categoriaId, temporada: t.etapa.temporada })
    .from(t.corrida)
    .innerJoin(t.etapa, eq(t.etapa.id, t.corrida.etapaId))
    .where(eq(t.corrida.id, corridaId));
  if (!stage) throw new Error('corrida without etapa');
  await recomputeSeason(db, stage.categoriaId, stage.temporada);
}

/** The item at an index, or a failed test when it is missing. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

export async function createB2BProduto(
  db: Db,
  overrides: Partial<typeof t.b2bProduto.$inferInsert> = {},
) {
  const [row] = await db
    .insert(t.b2bProduto)
    .values({
      nome: `Camarote ${next()}`,
      conteudo: '<p>Open bar</p>',
      local: 'Interlagos',
      cidade: 'São Paulo',
      uf: 'SP',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('produto not created');
  return row;
}

export async function createNoticia(
  db: Db,
  values: Pick<typeof t.noticia.$inferInsert, 'categoriaId'> &
    Partial<typeof t.noticia.$inferInsert>,
) {
  const n = next();
  const [row] = await db
    .insert(t.noticia)
    .values({
      titulo: { 'pt-br': `Notícia ${n}` },
      texto: { 'pt-br': `<p>Texto da notícia ${n}.</p>` },
      dataPublicacao: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000),
      imagem: `/m/n-${n}.svg`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('noticia not created');
  return row;
}

export async function createGaleria(
  db: Db,
  values: Pick<typeof t.galeria.$inferInsert, 'categoriaId'> &
    Partial<typeof t.galeria.$inferInsert>,
  images = 3,
) {
  const n = next();
  const [row] = await db
    .insert(t.galeria)
    .values({
      titulo: { 'pt-br': `Galeria ${n}` },
      dataPublicacao: new Date(Date.UTC(2025, 1, 1) + n * 3_600_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('galeria not created');
  if (images > 0) {
    await db.insert(t.galeriaImagem).values(
      Array.from({ length: images }, (_, i) => ({
        galeriaId: row.id,
        url: `/m/g${row.id}-${i}.svg`,
        ordem: i,
      })),
    );
  }
  return row;
}

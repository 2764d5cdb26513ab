import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import type { StorageService } from '../services/storage.ts';
import { CATEGORY_SEEDS, type CategorySeed } from './categories.ts';
import { seedRacing } from './racing/index.ts';
import { seedContent } from './content/index.ts';
import { seedMembers } from './members.ts';
import { seedFanpush } from './fanpush.ts';
import { seedClubContent } from './clube-conteudo.ts';
import { seedHallOfFame } from './hall-of-fame.ts';
import { recomputeAll } from '../db/derived/recompute.ts';
import { seedQuiz } from './quiz.ts';
import { seedStaff } from './staff.ts';
import { seedEventPages } from './event-pages.ts';
import {
  FOOTER_ITEMS,
  MANUFACTURERS,
  MEDIA_PARTNERS,
  SPONSORS,
  SUPPLIERS,
  mainMenu,
} from './site-content.ts';
import { faviconSvg } from '@stockcar/shared/category-brand';
import { backgroundSvg, bannerSvg, logoSvg, partnerLogoSvg } from './artwork.ts';

export interface SeedOptions {
  db: Db;
  storage: StorageService;
  now: Date;
  ticketsUrl: string;
  /** STAFF_TOTP_KEY: given, the demo staff accounts are seeded (never in production). */
  demoStaffTotpKey?: string;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.categoria);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo content in one transaction: all of it or nothing. */
export async function seedDemo(options: SeedOptions): Promise<void> {
  const art = await writeArtwork(options.storage);
  await options.db.transaction(async (tx) => {
    const db: Db = tx;
    await seedCategories(db, art);
    await seedMenus(db, options.ticketsUrl);
    await seedFooter(db, art);
    await seedLivesBannersPopups(db, art, options.ticketsUrl);
    await seedRacing({
      db,
      storage: options.storage,
      now: options.now,
      ticketsUrl: options.ticketsUrl,
    });
    await seedHallOfFame(db, options.storage);
    // Standings and careers derive from the results and the history, as race control's
    // publishing derives them (issue 11).
    await recomputeAll(db);
    await seedContent({ db, storage: options.storage, now: options.now });
    await seedEventPages(db);
    await seedMembers(db, options.now);
    await seedFanpush(db, options.now);
    await seedClubContent(db, options.storage, options.now);
    await seedQuiz(db);
    if (options.demoStaffTotpKey) await seedStaff(db, options.demoStaffTotpKey);
  });
}

type Artwork = Awaited<ReturnType<typeof writeArtwork>>;

async function writeArtwork(storage: StorageService) {
  const put = (name: string, content: string) => storage.putPublic(`seed/${name}.svg`, content);
  const categories = new Map<
    string,
    { logo: string; favicon: string; background: string; banners: string[] }
  >();
  for (const c of CATEGORY_SEEDS) {
    const name = c.nome['pt-br'];
    categories.set(c.slug, {
      logo: await put(`${c.slug}-logo`, logoSvg(name.toUpperCase(), c.cor, c.corFonte)),
      favicon: await put(`${c.slug}-favicon`, faviconSvg(c.initials, c.cor, c.background)),
      background: await put(`${c.slug}-background`, backgroundSvg(c.cor, c.background)),
      banners: [
        await put(
          `${c.slug}-banner-1`,
          bannerSvg(name, 'Acompanhe a temporada', c.cor, c.background),
        ),
        await put(
          `${c.slug}-banner-2`,
          bannerSvg('Stock Club', 'Vote no Fan Push e ganhe prêmios', c.cor, c.background),
        ),
      ],
    });
  }
  const partnerNames = new Set([
    ...Object.values(MANUFACTURERS).flat(),
    ...SPONSORS,
    ...SUPPLIERS,
    ...MEDIA_PARTNERS,
  ]);
  const partners = new Map<string, string>();
  let hue = 0;
  for (const name of partnerNames) {
    const file = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-');
    partners.set(name, await put(`parceiro-${file}`, partnerLogoSvg(name, (hue += 47) % 360)));
  }
  const popup = await put(
    'popup-super-final',
    bannerSvg('Super Final', 'Ingressos à venda', '#ffc20e', '#0d0d12'),
  );
  return { categories, partners, popup };
}

function categoryArt(art: Artwork, c: CategorySeed) {
  const found = art.categories.get(c.slug);
  if (!found) throw new Error(`no artwork for ${c.slug}`);
  return found;
}

async function seedCategories(db: Db, art: Artwork) {
  await db.insert(t.categoria).values(
    CATEGORY_SEEDS.map((c) => {
      const a = categoryArt(art, c);
      return {
        id: c.id,
        slug: c.slug,
        tag: c.tag,
        cor: c.cor,
        background: c.background,
        corFonte: c.corFonte,
        imgLogo: a.logo,
        imgFavicon: a.favicon,
        imgBackground: a.background,
        nome: c.nome,
        texto: c.texto,
      };
    }),
  );
}

async function seedMenus(db: Db, ticketsUrl: string) {
  const listed = CATEGORY_SEEDS.filter((c) => c.slug !== 'turismo-nacional-antigo');
  const superior = listed.map((c, ordem) => ({
    categoriaId: c.id,
    grupo: 'superior' as const,
    titulo: { 'pt-br': c.tag },
    url: `/stockcar/${c.slug}`,
    ordem,
  }));
  const principal = listed.flatMap((c) =>
    mainMenu(c, ticketsUrl).map((item, ordem) => ({
      categoriaId: c.id,
      grupo: 'principal' as const,
      titulo: item.titulo,
      url: item.external ? item.path : `/stockcar/${c.slug}${item.path}`,
      novaAba: item.external ?? false,
      ordem,
    })),
  );
  await db.insert(t.menuItem).values([...superior, ...principal]);
}

async function seedFooter(db: Db, art: Artwork) {
  const logo = (name: string) => art.partners.get(name) ?? '';
  const items = CATEGORY_SEEDS.flatMap((c) =>
    FOOTER_ITEMS.map((f, ordem) => ({
      categoriaId: c.id,
      ...f,
      backgroundImagem: categoryArt(art, c).background,
      ordem,
    })),
  );
  await db.insert(t.rodapeItem).values(items);
  const logos = CATEGORY_SEEDS.flatMap((c) =>
    [
      ...(MANUFACTURERS[c.slug] ?? []).map((nome, ordem) => ({
        grupo: 'montadora' as const,
        nome,
        ordem,
      })),
      ...SPONSORS.map((nome, ordem) => ({ grupo: 'patrocinador' as const, nome, ordem })),
      ...SUPPLIERS.map((nome, ordem) => ({ grupo: 'fornecedor' as const, nome, ordem })),
      ...MEDIA_PARTNERS.map((nome, ordem) => ({ grupo: 'media_partner' as const, nome, ordem })),
    ].map((l) => ({ ...l, categoriaId: c.id, imagem: logo(l.nome) })),
  );
  await db.insert(t.logoParceiro).values(logos);
}

async function seedLivesBannersPopups(db: Db, art: Artwork, ticketsUrl: string) {
  // Offline by default: an online live opens its modal on every visit (public-site.md §2.4).
  await db.insert(t.live).values([
    {
      canal: 'SITE',
      nome: 'Transmissão ao vivo - Stock Car Pro Series',
      link: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      online: false,
      linkVinculado: true,
      ordem: 0,
    },
    {
      canal: 'SITE',
      nome: 'Onboard - Câmera do líder',
      link: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
      online: false,
      linkVinculado: true,
      ordem: 1,
    },
    {
      canal: 'Stock Car Play',
      nome: 'Stock Car Play - todas as câmeras',
      link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      online: false,
      linkVinculado: false,
      ordem: 2,
    },
  ]);
  await db.insert(t.banner).values(
    CATEGORY_SEEDS.flatMap((c) => {
      const a = categoryArt(art, c);
      return [
        {
          categoriaId: c.id,
          titulo: {
            'pt-br': `${c.nome['pt-br']}: acompanhe a temporada`,
            en: `${c.nome.en ?? c.nome['pt-br']}: follow the season`,
          },
          link: `/stockcar/${c.slug}/etapa`,
          imagem: a.banners[0] ?? '',
          ordem: 0,
        },
        {
          categoriaId: c.id,
          titulo: {
            'pt-br': 'Stock Club: vote no Fan Push',
            en: 'Stock Club: vote in the Fan Push',
          },
          link: '/stockclub/login',
          imagem: a.banners[1] ?? '',
          ordem: 1,
        },
      ];
    }),
  );
  await db.insert(t.popup).values([
    {
      categoriaId: 1,
      titulo: { 'pt-br': 'Super Final: ingressos à venda' },
      link: ticketsUrl,
      imagem: art.popup,
      imagemMobile: art.popup,
      abrirNovaAba: true,
    },
    {
      categoriaId: 4,
      titulo: { 'pt-br': 'F4 Brasil: ingressos à venda', en: 'F4 Brazil: tickets on sale' },
      link: ticketsUrl,
      imagem: art.popup,
      imagemMobile: art.popup,
      abrirNovaAba: true,
    },
  ]);
}

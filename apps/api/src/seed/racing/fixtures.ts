import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { StorageService } from '../../services/storage.ts';
import { circuitSvg } from '../artwork.ts';
import { carSvg, channelLogoSvg, teamLogoSvg } from './artwork.ts';
import { CIRCUITS, type CircuitKey } from './circuits.ts';
import { categoryPlans } from './plans.ts';

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-');

/** Circuits with their stats and artwork; returns ids by key. */
export async function seedCircuits(db: Db, storage: StorageService, drivers: () => string) {
  const ids = new Map<CircuitKey, number>();
  for (const [i, c] of CIRCUITS.entries()) {
    const map = await storage.putPublic(
      `seed/circuito-${c.key}.svg`,
      circuitSvg(c.cidade, i + 2, '#ffc20e'),
    );
    const [row] = await db
      .insert(t.circuito)
      .values({
        nome: c.nome,
        cidade: c.cidade,
        uf: c.uf,
        pais: c.pais,
        imagem: map,
        imagemCard: map,
        backgroundGif: map,
        backgroundImagem: map,
        statsImagem: map,
        extensao: c.extensao,
        curvas: c.curvas,
        sentido: c.sentido,
        primeiroAno: c.primeiroAno,
        voltaMaisRapida: `${c.recorde} - ${drivers()} (2024)`,
        sobre: {
          'pt-br': `<p>O ${c.nome} fica em ${c.cidade}${c.uf ? ` (${c.uf})` : ''}, ${c.pais}. São ${(c.extensao / 1000).toLocaleString('pt-BR')} km e ${c.curvas} curvas percorridos em sentido ${c.sentido.toLowerCase()}.</p>`,
          en: `<p>${c.nome} is in ${c.cidade}, ${c.pais}: ${(c.extensao / 1000).toFixed(3)} km and ${c.curvas} corners.</p>`,
        },
        urlVideo: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
        thumbVideo: map,
      })
      .returning({ id: t.circuito.id });
    if (row) ids.set(c.key, row.id);
  }
  return ids;
}

const BRAND_COLORS: Record<string, string> = {
  Chevrolet: '#d4a017',
  Toyota: '#eb0a1e',
  Mitsubishi: '#c8102e',
  Tatuus: '#1f4e9c',
  Volkswagen: '#001e50',
  Fiat: '#9b1b30',
  Renault: '#efdf00',
};

/** Manufacturers of every plan, with logo, car image and texts; returns ids by name. */
export async function seedManufacturers(db: Db, storage: StorageService) {
  const plans = categoryPlans();
  const names = [...new Set(plans.flatMap((p) => p.manufacturers.map((m) => m.nome)))];
  const ids = new Map<string, { id: number; logo: string }>();
  for (const nome of names) {
    const color = BRAND_COLORS[nome] ?? '#555555';
    const car = plans.flatMap((p) => p.manufacturers).find((m) => m.nome === nome)?.carro ?? nome;
    const logo = await storage.putPublic(
      `seed/montadora-${slugify(nome)}.svg`,
      teamLogoSvg(nome, color, false),
    );
    const imagemCarro = await storage.putPublic(
      `seed/montadora-${slugify(nome)}-carro.svg`,
      carSvg('00', color, car),
    );
    const [row] = await db
      .insert(t.montadora)
      .values({
        nome,
        logo,
        imagemCarro,
        imagemBackground: await storage.putPublic(
          `seed/montadora-${slugify(nome)}-fundo.svg`,
          teamLogoSvg(nome, color, true),
        ),
        sobre: {
          'pt-br': `<p>A ${nome} disputa o campeonato com o ${car}, desenvolvido com as equipes parceiras para a temporada.</p>`,
        },
        website: `https://www.${slugify(nome)}.example.com`,
        instagram: `https://www.instagram.com/${slugify(nome)}`,
      })
      .returning({ id: t.montadora.id });
    if (row) ids.set(nome, { id: row.id, logo });
  }
  const pro = plans.find((p) => p.slug === 'proseries');
  for (const m of pro?.manufacturers ?? []) {
    const maker = ids.get(m.nome);
    if (!maker) continue;
    await db.insert(t.maquina).values({
      categoriaId: 1,
      montadoraId: maker.id,
      nome: m.carro,
      imagem: await storage.putPublic(
        `seed/maquina-${slugify(m.carro)}.svg`,
        carSvg('', BRAND_COLORS[m.nome] ?? '#555', m.carro),
      ),
    });
  }
  return ids;
}

/** Where to watch, per category. */
export async function seedBroadcasters(db: Db, storage: StorageService) {
  const channels = [
    { nome: 'Band', color: '#00529b', tag: 'TV aberta' },
    { nome: 'SporTV', color: '#00a859', tag: 'TV fechada' },
    { nome: 'YouTube', color: '#ff0000', tag: 'Online' },
    { nome: 'Stock Car Play', color: '#111111', tag: 'Streaming' },
  ];
  const logos = new Map<string, string>();
  for (const c of channels) {
    logos.set(
      c.nome,
      await storage.putPublic(`seed/canal-${slugify(c.nome)}.svg`, channelLogoSvg(c.nome, c.color)),
    );
  }
  const rows = categoryPlans().flatMap((p) =>
    channels
      .filter((c) => p.slug === 'proseries' || c.nome === 'YouTube' || c.nome === 'Stock Car Play')
      .map((c) => ({
        categoriaId: p.id,
        nomeCanal: c.nome,
        imgCanal: logos.get(c.nome) ?? '',
        tag: c.tag,
      })),
  );
  await db.insert(t.ondeAssistir).values(rows);
}

export { slugify };

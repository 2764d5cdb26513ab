import { pickText } from '@stockcar/shared/i18n';
import { resolveSeason } from '../../db/queries/seasons.ts';
import { firstParagraphText } from '../../lib/html-sanitizer.ts';
import type { PageHead } from '../../lib/page-head.ts';
import { findActiveProduct } from '../../db/queries/b2b.ts';
import { findGallery, findImages, findNews } from '../../db/queries/news.ts';
import { findCircuit, findNextStageAt } from '../../db/queries/stages.ts';
import { detailHead, type Frame } from './frame.ts';
import { newsArticleLd, personLd, sportsEventLd, sportsTeamLd } from './json-ld.ts';
import type { DetailKind } from './match.ts';
import { driverWithTeam, teamDrivers } from './repository.ts';

/*
 * The heads of pages about one row. A row that does not exist (or that the page would not
 * show: a draft, a driver without an entry in the category) is the not-found page: undefined.
 */

type DetailHead = (f: Frame, id: number) => Promise<PageHead | undefined>;

const cityOf = (c: { cidade: string; uf: string }) => (c.uf ? `${c.cidade} - ${c.uf}` : c.cidade);

const driver: DetailHead = async (f, id) => {
  const row = await driverWithTeam(f.db, id, f.category.id);
  if (!row) return undefined;
  const { nome, sobrenome } = row.piloto;
  const name = `${nome} ${sobrenome}`;
  const image = f.image(row.piloto.imagem);
  const page = `piloto/${id}`;
  const description = f.text('piloto', { nome: name, equipe: row.equipe });
  return detailHead(f, { page, list: 'piloto', name, description, image }, 'profile', [
    personLd({ givenName: nome, familyName: sobrenome, image, url: f.url(page), team: row.equipe }),
  ]);
};

const team: DetailHead = async (f, id) => {
  const temporada = await resolveSeason(f.db, f.category.id, undefined);
  const rows = await teamDrivers(f.db, id, f.category.id, temporada);
  const first = rows[0];
  if (!first) return undefined;
  const name = first.equipe.nome;
  const image = f.image(first.equipe.logo);
  const page = `equipe/${id}`;
  const athletes = rows.map((r) => `${r.nome} ${r.sobrenome}`);
  return detailHead(
    f,
    { page, list: 'equipe', name, description: f.text('equipe', { nome: name }), image },
    'website',
    [sportsTeamLd({ name, logo: image, url: f.url(page), athletes, organizer: f.organizer })],
  );
};

/** The circuit page and the schedule of its next stage share their rows. */
const circuitOr =
  (schedule: boolean): DetailHead =>
  async (f, id) => {
    const [circuit, next] = await Promise.all([
      findCircuit(f.db, id),
      findNextStageAt(f.db, id, f.category.id),
    ]);
    if (!circuit) return undefined;
    const page = `${schedule ? 'programacao' : 'circuito'}/${id}`;
    const image = f.image(circuit.imagem || circuit.imagemCard);
    const cidade = cityOf(circuit);
    const stage = next && { etapa: next, circuito: circuit };
    const description = !schedule
      ? f.text('circuito', { nome: circuit.nome, cidade })
      : stage
        ? f.text('programacaoEtapa', { etapa: next.titulo, circuito: circuit.nome, cidade })
        : f.text('programacaoCircuito', { circuito: circuit.nome, cidade });
    const eventUrl = f.url(`programacao/${id}`);
    return detailHead(
      f,
      {
        page,
        list: schedule ? 'programacao' : 'circuito',
        name: circuit.nome,
        title: schedule ? `${f.routeName('programacao')} · ${circuit.nome}` : circuit.nome,
        description,
        image,
      },
      'website',
      stage ? [sportsEventLd(stage, f.organizer, eventUrl, image)] : [],
    );
  };

const article: DetailHead = async (f, id) => {
  const row = await findNews(f.db, f.category.id, id);
  if (!row) return undefined;
  const headline = pickText(row.titulo, f.lang);
  const description = firstParagraphText(pickText(row.texto, f.lang));
  const image = f.image(row.imagem);
  const page = `noticia/${id}`;
  return detailHead(f, { page, list: 'novidade', name: headline, description, image }, 'article', [
    newsArticleLd({
      headline,
      description,
      image,
      published: row.dataPublicacao,
      url: f.url(page),
      organizer: f.organizer,
    }),
  ]);
};

const gallery: DetailHead = async (f, id) => {
  const row = await findGallery(f.db, f.category.id, id);
  if (!row) return undefined;
  const images = await findImages(f.db, [row.id]);
  const titulo = pickText(row.titulo, f.lang);
  const image = f.image(images.get(row.id)?.[0]);
  const description = f.text('galeria', { titulo });
  return detailHead(
    f,
    { page: `galeria/${id}`, list: 'novidade', name: titulo, description, image },
    'website',
    [],
  );
};

const hospitality: DetailHead = async (f, id) => {
  const product = await findActiveProduct(f.db, id);
  if (!product) return undefined;
  return detailHead(
    f,
    {
      page: `camarotes-b2b/${id}`,
      list: 'corporativa-b2b',
      name: product.nome,
      title: `${f.routeName('camarotesB2b')} · ${product.nome}`,
      description: f.text('camarotesB2b', { produto: product.nome }),
      image: f.image(product.imagem),
    },
    'website',
    [],
  );
};

export const DETAIL_HEADS: Record<DetailKind, DetailHead> = {
  piloto: driver,
  equipe: team,
  circuito: circuitOr(false),
  programacao: circuitOr(true),
  noticia: article,
  galeria: gallery,
  'camarotes-b2b': hospitality,
};

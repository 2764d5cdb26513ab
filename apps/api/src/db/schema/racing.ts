import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@stockcar/shared/i18n';
import { POINTS_BY_POSITION } from '@stockcar/shared/points-table';
import { categoriaRef } from './site.ts';

const html = (name: string) =>
  jsonb(name).$type<LocalizedText>().notNull().default({ 'pt-br': '' });

/** The console's edit version (issues 10 and 11): a save over an older one answers 409. */
const versao = () => integer('versao').notNull().default(1);

/**
 * A category's season (issue 11): the year it is known by and its points table, which every
 * race of the season scores by. Created by race control; `/temporadas.json` lists their years.
 */
export const temporadaCategoria = pgTable(
  'temporada_categoria',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    ano: integer('ano').notNull(),
    /** Points by finishing position: [1st, 2nd, …]; positions past the list score 0. */
    pontos: integer('pontos')
      .array()
      .notNull()
      .default(sql.raw(`'{${POINTS_BY_POSITION.join(',')}}'::integer[]`)),
    /** Bonus for the pole position of each race. */
    pontosPole: integer('pontos_pole').notNull().default(0),
    /** Bonus for the fastest lap of each race (to a classified driver). */
    pontosVoltaRapida: integer('pontos_volta_rapida').notNull().default(0),
    versao: versao(),
  },
  (t) => [
    unique('temporada_categoria_uq').on(t.categoriaId, t.ano),
    check(
      'temporada_categoria_pontos_ck',
      sql`${t.pontosPole} >= 0 and ${t.pontosVoltaRapida} >= 0 and cardinality(${t.pontos}) between 1 and 60`,
    ),
  ],
);

export const circuito = pgTable('circuito', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  cidade: text('cidade').notNull(),
  uf: text('uf').notNull().default(''),
  pais: text('pais').notNull().default('Brasil'),
  imagem: text('imagem').notNull().default(''),
  imagemCard: text('imagem_card').notNull().default(''),
  backgroundGif: text('background_gif').notNull().default(''),
  backgroundImagem: text('background_imagem').notNull().default(''),
  statsImagem: text('stats_imagem').notNull().default(''),
  /** Track length in metres. */
  extensao: integer('extensao').notNull().default(0),
  curvas: integer('curvas').notNull().default(0),
  sentido: text('sentido').notNull().default('Anti-horário'),
  primeiroAno: integer('primeiro_ano'),
  /** Lap record as published, e.g. '1:30.465 - Rubens Barrichello (2023)'. */
  voltaMaisRapida: text('volta_mais_rapida').notNull().default(''),
  sobre: html('sobre'),
  urlVideo: text('url_video').notNull().default(''),
  thumbVideo: text('thumb_video').notNull().default(''),
  versao: versao(),
});

export const etapa = pgTable(
  'etapa',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    temporada: integer('temporada').notNull(),
    numero: integer('numero').notNull(),
    /** Display text holding the stage number, e.g. '9ª Etapa' (public-site.md §3). */
    titulo: text('titulo').notNull(),
    circuitoId: integer('circuito_id')
      .notNull()
      .references(() => circuito.id),
    /** Start of the main race, UTC. */
    data: timestamp('data', { withTimezone: true }).notNull(),
    horaClassificacao: text('hora_classificacao'),
    urlTickets: text('url_tickets'),
    /** Every race of the stage has official results (kept by the results' recomputation). */
    finalizada: boolean('finalizada').notNull().default(false),
    versao: versao(),
  },
  (t) => [
    index('etapa_categoria_data_idx').on(t.categoriaId, t.data),
    index('etapa_categoria_temporada_idx').on(t.categoriaId, t.temporada),
    index('etapa_circuito_idx').on(t.circuitoId),
  ],
);

export const programacao = pgTable(
  'programacao',
  {
    id: serial('id').primaryKey(),
    etapaId: integer('etapa_id')
      .notNull()
      .references(() => etapa.id, { onDelete: 'cascade' }),
    dia: text('dia').notNull(),
    data: date('data').notNull(),
    html: text('html').notNull(),
  },
  (t) => [index('programacao_etapa_idx').on(t.etapaId)],
);

export const corrida = pgTable(
  'corrida',
  {
    id: serial('id').primaryKey(),
    etapaId: integer('etapa_id')
      .notNull()
      .references(() => etapa.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    descricao: text('descricao').notNull(),
    /** Turismo Nacional: 'sprint' or 'endurance'; null elsewhere. */
    tipo: text('tipo').$type<'sprint' | 'endurance'>(),
    /**
     * Where its results stand (issue 11): none yet, provisional (entered, not counted), or
     * official (counted in standings and statistics).
     */
    situacao: text('situacao')
      .$type<'aguardando' | 'provisorio' | 'oficial'>()
      .notNull()
      .default('aguardando'),
    /** The entry that started from pole, and the fastest lap's entry and time. */
    poleInscricaoId: integer('pole_inscricao_id').references(() => inscricao.id),
    voltaRapidaInscricaoId: integer('volta_rapida_inscricao_id').references(() => inscricao.id),
    voltaRapidaTempo: text('volta_rapida_tempo').notNull().default(''),
    /** When the results were last made official. */
    oficialEm: timestamp('oficial_em', { withTimezone: true }),
    versao: versao(),
  },
  (t) => [
    unique('corrida_etapa_numero_uq').on(t.etapaId, t.numero),
    check('corrida_situacao_ck', sql`${t.situacao} in ('aguardando', 'provisorio', 'oficial')`),
  ],
);

export const montadora = pgTable('montadora', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  logo: text('logo').notNull().default(''),
  imagemBackground: text('imagem_background').notNull().default(''),
  imagemCarro: text('imagem_carro').notNull().default(''),
  sobre: html('sobre'),
  website: text('website').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  versao: versao(),
});

export const maquina = pgTable('maquina', {
  id: serial('id').primaryKey(),
  categoriaId: categoriaRef(),
  montadoraId: integer('montadora_id')
    .notNull()
    .references(() => montadora.id),
  nome: text('nome').notNull(),
  imagem: text('imagem').notNull().default(''),
  versao: versao(),
});

export const equipe = pgTable('equipe', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  logo: text('logo').notNull().default(''),
  logoB: text('logo_b').notNull().default(''),
  sobre: html('sobre'),
  website: text('website').notNull().default(''),
  exibeWebsite: boolean('exibe_website').notNull().default(false),
  background: text('background').notNull().default(''),
  versao: versao(),
});

export const piloto = pgTable('piloto', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull(),
  sobrenome: text('sobrenome').notNull(),
  dataNascimento: date('data_nascimento'),
  imagem: text('imagem').notNull().default(''),
  imagemB: text('imagem_b').notNull().default(''),
  imagemCapacete: text('imagem_capacete').notNull().default(''),
  imagemCarro: text('imagem_carro').notNull().default(''),
  background: text('background').notNull().default(''),
  sobre: html('sobre'),
  instagram: text('instagram').notNull().default(''),
  exibeInstagram: boolean('exibe_instagram').notNull().default(false),
  versao: versao(),
});

/** A driver's entry in one category and season: team, manufacturer, car and number. */
export const inscricao = pgTable(
  'inscricao',
  {
    id: serial('id').primaryKey(),
    categoriaId: categoriaRef(),
    temporada: integer('temporada').notNull(),
    pilotoId: integer('piloto_id')
      .notNull()
      .references(() => piloto.id),
    equipeId: integer('equipe_id')
      .notNull()
      .references(() => equipe.id),
    montadoraId: integer('montadora_id')
      .notNull()
      .references(() => montadora.id),
    numero: text('numero').notNull(),
    carro: text('carro').notNull(),
    /** e-stock: 'PRO' or 'Amador'; turismo-nacional: 'A' or 'B'; null elsewhere. */
    subcategoria: text('subcategoria'),
    versao: versao(),
  },
  (t) => [
    unique('inscricao_piloto_uq').on(t.categoriaId, t.temporada, t.pilotoId),
    // A car number names one entry of a season (the timing export identifies cars by it).
    unique('inscricao_numero_uq').on(t.categoriaId, t.temporada, t.numero),
    index('inscricao_categoria_temporada_idx').on(t.categoriaId, t.temporada),
    index('inscricao_piloto_idx').on(t.pilotoId),
    index('inscricao_equipe_idx').on(t.equipeId),
  ],
);

export const resultado = pgTable(
  'resultado',
  {
    id: serial('id').primaryKey(),
    corridaId: integer('corrida_id')
      .notNull()
      .references(() => corrida.id, { onDelete: 'cascade' }),
    inscricaoId: integer('inscricao_id')
      .notNull()
      .references(() => inscricao.id),
    /**
     * Finishing position (within the class where the category classifies per class, turismo);
     * null when not classified.
     */
    posicao: integer('posicao'),
    /** Grid position; 1 is the pole. */
    largada: integer('largada'),
    status: text('status')
      .$type<'classificado' | 'DNF' | 'DSQ' | 'DNS'>()
      .notNull()
      .default('classificado'),
    voltas: integer('voltas'),
    /** Race time of the winner, or gap to him ('+1.234', '+1 volta'), as the timing gives it. */
    tempo: text('tempo').notNull().default(''),
    /** Points scored (position, pole and fastest lap by the season's table), kept on recompute. */
    pontos: integer('pontos').notNull().default(0),
  },
  (t) => [
    unique('resultado_corrida_inscricao_uq').on(t.corridaId, t.inscricaoId),
    index('resultado_inscricao_idx').on(t.inscricaoId),
    check('resultado_status_ck', sql`${t.status} in ('classificado', 'DNF', 'DSQ', 'DNS')`),
    check(
      'resultado_posicao_ck',
      sql`(${t.status} = 'classificado') = (${t.posicao} is not null) and (${t.posicao} is null or ${t.posicao} > 0)`,
    ),
  ],
);

export const ondeAssistir = pgTable('onde_assistir', {
  id: serial('id').primaryKey(),
  categoriaId: categoriaRef(),
  nomeCanal: text('nome_canal').notNull(),
  imgCanal: text('img_canal').notNull(),
  tag: text('tag').notNull().default(''),
  ordem: integer('ordem').notNull().default(0),
  versao: versao(),
});

import {
  boolean,
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
import { categoriaRef } from './site.ts';

const html = (name: string) =>
  jsonb(name).$type<LocalizedText>().notNull().default({ 'pt-br': '' });

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
    finalizada: boolean('finalizada').notNull().default(false),
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
  },
  (t) => [unique('corrida_etapa_numero_uq').on(t.etapaId, t.numero)],
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
});

export const maquina = pgTable('maquina', {
  id: serial('id').primaryKey(),
  categoriaId: categoriaRef(),
  montadoraId: integer('montadora_id')
    .notNull()
    .references(() => montadora.id),
  nome: text('nome').notNull(),
  imagem: text('imagem').notNull().default(''),
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
  /** Titles won before the seasons this database holds results for. */
  titulosAnteriores: integer('titulos_anteriores').notNull().default(0),
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
  },
  (t) => [
    unique('inscricao_piloto_uq').on(t.categoriaId, t.temporada, t.pilotoId),
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
    /** Finishing position; null when not classified. */
    posicao: integer('posicao'),
    /** Grid position; 1 is the pole. */
    largada: integer('largada'),
  },
  (t) => [
    unique('resultado_corrida_inscricao_uq').on(t.corridaId, t.inscricaoId),
    index('resultado_inscricao_idx').on(t.inscricaoId),
  ],
);

export const ondeAssistir = pgTable('onde_assistir', {
  id: serial('id').primaryKey(),
  categoriaId: categoriaRef(),
  nomeCanal: text('nome_canal').notNull(),
  imgCanal: text('img_canal').notNull(),
  tag: text('tag').notNull().default(''),
});

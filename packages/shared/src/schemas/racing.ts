import { z } from 'zod';
import { IdSchema, IdiomaSchema } from './common.ts';
import { EtapaSchema } from './etapa.ts';
import { STANDINGS_LIMIT_DEFAULT } from '../constants.ts';

import { ESTOCK_SUBCATEGORIAS, TURISMO_SUBCATEGORIAS, TURISMO_TIPOS } from '../racing-rules.ts';

export { ESTOCK_SUBCATEGORIAS, TURISMO_SUBCATEGORIAS, TURISMO_TIPOS };
/** Seasons the site knows of; anything outside is a malformed query. */
const AnoSchema = z.coerce
  .number({ error: 'Ano inválido.' })
  .int({ error: 'Ano inválido.' })
  .min(1979, { error: 'Ano inválido.' })
  .max(2100, { error: 'Ano inválido.' });

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const EtapasQuerySchema = z.object({ idioma: IdiomaSchema, ano: AnoSchema.optional() });
export const EtapasResponseSchema = z.object({ etapas: z.array(EtapaSchema) });

export const StandingsQuerySchema = z.object({
  idioma: IdiomaSchema,
  ano: AnoSchema.optional(),
  subcategoria: z.preprocess(
    emptyToUndefined,
    z
      .enum(ESTOCK_SUBCATEGORIAS, { error: "Subcategoria inválida: use 'PRO' ou 'Amador'." })
      .optional(),
  ),
  limit: z.coerce
    .number({ error: 'Limite inválido.' })
    .int({ error: 'Limite inválido.' })
    .min(1, { error: 'Limite inválido.' })
    .max(STANDINGS_LIMIT_DEFAULT, { error: `O limite máximo é ${STANDINGS_LIMIT_DEFAULT}.` })
    .default(STANDINGS_LIMIT_DEFAULT),
});

export const TurismoQuerySchema = z.object({
  idioma: IdiomaSchema,
  idCategoria: IdSchema.default(6),
  year: AnoSchema.optional(),
  subcategoria: z.preprocess(
    emptyToUndefined,
    z.enum(TURISMO_SUBCATEGORIAS, { error: "Subcategoria inválida: use 'A' ou 'B'." }).optional(),
  ),
  tipo: z.preprocess(
    emptyToUndefined,
    z.enum(TURISMO_TIPOS, { error: "Tipo inválido: use 'sprint' ou 'endurance'." }).optional(),
  ),
  limit: StandingsQuerySchema.shape.limit,
});

/** A driver as lists and standings show him (public-site.md §3 Driver). */
export const PilotoCardSchema = z.object({
  idPiloto: z.number().int(),
  nome: z.string(),
  sobrenome: z.string(),
  numero: z.string(),
  pontuacao: z.number(),
  imagem: z.string(),
  imagemB: z.string(),
  logoMontadora: z.string(),
  logoEquipe: z.string(),
  carro: z.string(),
  equipe: z.string(),
  subcategoria: z.string().nullable(),
});
export type PilotoCard = z.infer<typeof PilotoCardSchema>;

export const ClassificacaoPilotoSchema = PilotoCardSchema.extend({ posicao: z.number().int() });
export const ClassificacaoPilotosSchema = z.array(ClassificacaoPilotoSchema);

export const EquipeCardSchema = z.object({
  idEquipe: z.number().int(),
  nomeEquipe: z.string(),
  logo: z.string(),
  logoEquipe: z.string(),
  logoEquipeB: z.string(),
  pontuacaoEquipe: z.number(),
});
export const ClassificacaoEquipeSchema = EquipeCardSchema.extend({ posicao: z.number().int() });
export const ClassificacaoEquipesSchema = z.array(ClassificacaoEquipeSchema);

export const PilotosQuerySchema = z.object({
  idioma: IdiomaSchema,
  ano: AnoSchema.optional(),
  subCategoria: StandingsQuerySchema.shape.subcategoria,
});
export const PilotosResponseSchema = z.object({ pilotos: z.array(PilotoCardSchema) });

export const PilotoDetalheSchema = PilotoCardSchema.extend({
  imagemCarro: z.string(),
  imagemCapacete: z.string(),
  sobre: z.string(),
  idade: z.number().int().nullable(),
  poles: z.number().int(),
  vitorias: z.number().int(),
  titulos: z.number().int(),
  instagram: z.string(),
  exibeInstagram: z.boolean(),
  background: z.string(),
  noticias: z.array(
    z.object({
      id: z.number().int(),
      titulo: z.string(),
      imagemNoticia: z.string(),
      dataPublicacao: z.string(),
    }),
  ),
  resultados: z.array(z.object({ circuito: z.string(), pontoPiloto: z.number() })),
});
export type PilotoDetalhe = z.infer<typeof PilotoDetalheSchema>;

export const EquipesResponseSchema = z.array(EquipeCardSchema);
export const EquipeDetalheSchema = EquipeCardSchema.extend({
  pilotosEquipe: z.array(PilotoCardSchema),
  carros: z.string(),
  sobre: z.string(),
  website: z.string(),
  exibeWebsite: z.boolean(),
  background: z.string(),
});

export const OndeAssistirSchema = z.object({
  nomeCanal: z.string(),
  imgCanal: z.string(),
  tag: z.string(),
});

export const CircuitoCardSchema = z.object({
  idCircuito: z.number().int(),
  circuito: z.string(),
  cidade: z.string(),
  circuitoImagem: z.string(),
  circuitoCard: z.string(),
  backgroundGif: z.string(),
  backgroundImagem: z.string(),
});
export const CircuitosResponseSchema = z.array(CircuitoCardSchema);

/** Circuit detail and circuit schedule: one call answers both screens (public-site.md §7). */
export const CircuitoDetalheSchema = CircuitoCardSchema.extend({
  proximaEtapa: z
    .object({
      idEtapa: z.number().int(),
      etapa: z.string(),
      cidade: z.string(),
      dataDia: z.string(),
      dataMes: z.string(),
      dataEtapa: z.string(),
      horaClassificacao: z.string().nullable(),
      urlTickets: z.string().nullable(),
    })
    .nullable(),
  ondeAssistir: z.array(OndeAssistirSchema),
  sobre: z.string(),
  urlVideo: z.string(),
  thumbVideo: z.string(),
  statsImagem: z.string(),
  numeroDeCorridas: z.number().int(),
  extensao: z.number(),
  curvas: z.number().int(),
  voltaMaisRapida: z.string(),
  reiDaPista: z.string(),
  sentido: z.string(),
  primeiroAnoStock: z.number().int().nullable(),
  programacoes: z.array(
    z.object({
      idProgramacao: z.number().int(),
      diaProgramacao: z.string(),
      dataProgramacao: z.string(),
      htmlProgramacao: z.string(),
    }),
  ),
});
export type CircuitoDetalhe = z.infer<typeof CircuitoDetalheSchema>;

export const MontadoraSchema = z.object({
  idMontadora: z.number().int(),
  nome: z.string(),
  imagemBackground: z.string(),
  logoMontadora: z.string(),
  imagemCarro: z.string(),
  sobre: z.string(),
  webSite: z.string(),
  instagram: z.string(),
});
export const MontadorasResponseSchema = z.array(MontadoraSchema);

export const MaquinaSchema = z.object({
  idMaquina: z.number().int(),
  nome: z.string(),
  montadora: z.string(),
  logoMontadora: z.string(),
  imagem: z.string(),
});
export const MaquinasResponseSchema = z.object({ maquinas: z.array(MaquinaSchema) });

import { z } from 'zod';

export const PodioSchema = z.object({
  posicao: z.number().int(),
  imagem: z.string(),
  nome: z.string(),
  numero: z.string(),
});

export const CorridaSchema = z.object({
  descricao: z.string(),
  podio: z.array(PodioSchema),
  podioTurismo: z.array(
    z.object({
      grupo: z.string(),
      pilotos: z.array(z.object({ nome: z.string(), numero: z.string() })),
    }),
  ),
});

export const ProgramacaoSchema = z.object({
  idProgramacao: z.number().int(),
  diaProgramacao: z.string(),
  dataProgramacao: z.string(),
  htmlProgramacao: z.string(),
});

/** A race stage (public-site.md §3). Dates are ISO instants; day and month are São Paulo time. */
export const EtapaSchema = z.object({
  idEtapa: z.number().int(),
  etapa: z.string(),
  corridas: z.array(CorridaSchema),
  dataEtapa: z.string(),
  dataDia: z.string(),
  dataMes: z.string(),
  dataAno: z.string(),
  horaClassificacao: z.string().nullable(),
  circuito: z.string(),
  cidade: z.string(),
  imagemCircuito: z.string(),
  idCircuito: z.number().int(),
  finalizada: z.boolean(),
  proxima: z.boolean(),
  programacoes: z.array(ProgramacaoSchema),
  urlTickets: z.string().nullable(),
});
export type Etapa = z.infer<typeof EtapaSchema>;

/** null when the category has no stage ahead. */
export const ProximaEtapaResponseSchema = EtapaSchema.nullable();

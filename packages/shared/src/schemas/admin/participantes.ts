import { z } from 'zod';
import { CategoriaIdSchema } from './editorial.ts';
import { IdFilterSchema } from './lista.ts';
import {
  SobreSchema,
  httpsOpcional,
  idRef,
  imagemOpcional,
  sobreHtml,
  texto,
  versionado,
} from './calendario.ts';

/**
 * Who races (issue 11): `/admin/pilotos`, `/admin/equipes`, `/admin/montadoras` and
 * `/admin/maquinas` (a category's car models). Entries tie them to a season (inscricoes.ts).
 */

const booleano = (message: string) => z.boolean({ error: message }).default(false);

export const PilotoInputSchema = z.object({
  nome: texto('o nome do piloto', 80),
  sobrenome: texto('o sobrenome do piloto', 80),
  dataNascimento: z.iso
    .date({ error: 'Informe a data de nascimento (dia, mês e ano).' })
    .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), {
      error: 'A data de nascimento precisa estar entre 1900 e hoje.',
    })
    .nullable()
    .default(null),
  /** The portrait, and its alternative cut (cards, Fan Push). */
  imagem: imagemOpcional,
  imagemB: imagemOpcional,
  imagemCapacete: imagemOpcional,
  imagemCarro: imagemOpcional,
  background: imagemOpcional,
  sobre: sobreHtml,
  instagram: httpsOpcional('do Instagram'),
  exibeInstagram: booleano('Diga se o Instagram aparece no site.'),
});
export type PilotoInput = z.infer<typeof PilotoInputSchema>;

export const PilotoItemSchema = z.object({
  ...versionado,
  nome: z.string(),
  sobrenome: z.string(),
  dataNascimento: z.string().nullable(),
  imagem: z.string(),
  imagemB: z.string(),
  imagemCapacete: z.string(),
  imagemCarro: z.string(),
  background: z.string(),
  sobre: SobreSchema,
  instagram: z.string(),
  exibeInstagram: z.boolean(),
});
export type PilotoItem = z.infer<typeof PilotoItemSchema>;

export const EquipeInputSchema = z.object({
  nome: texto('o nome da equipe', 120),
  logo: imagemOpcional,
  /** The logo for dark backgrounds. */
  logoB: imagemOpcional,
  sobre: sobreHtml,
  website: httpsOpcional('do site'),
  exibeWebsite: booleano('Diga se o site aparece na página da equipe.'),
  background: imagemOpcional,
});
export type EquipeInput = z.infer<typeof EquipeInputSchema>;

export const EquipeItemSchema = z.object({
  ...versionado,
  nome: z.string(),
  logo: z.string(),
  logoB: z.string(),
  sobre: SobreSchema,
  website: z.string(),
  exibeWebsite: z.boolean(),
  background: z.string(),
});

export const MontadoraInputSchema = z.object({
  nome: texto('o nome da montadora', 80),
  logo: imagemOpcional,
  imagemBackground: imagemOpcional,
  imagemCarro: imagemOpcional,
  sobre: sobreHtml,
  website: httpsOpcional('do site'),
  instagram: httpsOpcional('do Instagram'),
});
export type MontadoraInput = z.infer<typeof MontadoraInputSchema>;

export const MontadoraItemSchema = z.object({
  ...versionado,
  nome: z.string(),
  logo: z.string(),
  imagemBackground: z.string(),
  imagemCarro: z.string(),
  sobre: SobreSchema,
  website: z.string(),
  instagram: z.string(),
});

/** A car model a category races with (the manufacturer's page lists them). */
export const MaquinaInputSchema = z.object({
  categoriaId: CategoriaIdSchema,
  montadoraId: idRef('a montadora'),
  nome: texto('o nome do carro', 80),
  imagem: imagemOpcional,
});
export type MaquinaInput = z.infer<typeof MaquinaInputSchema>;

export const MaquinaItemSchema = z.object({
  ...versionado,
  categoriaId: z.number().int(),
  montadoraId: z.number().int(),
  nome: z.string(),
  imagem: z.string(),
  /** The manufacturer's name, for the list. */
  montadora: z.string(),
});

export const MaquinaFiltrosSchema = { categoriaId: IdFilterSchema, montadoraId: IdFilterSchema };

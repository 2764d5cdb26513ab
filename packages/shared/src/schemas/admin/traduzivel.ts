import { z } from 'zod';

/**
 * Translatable texts in the console API (issue 10): `{ 'pt-br': …, en?: … }` everywhere, the
 * shape the database keeps (`LocalizedText`). Portuguese always; English optional (formula-4's,
 * the only category read in English). An empty English text is no English text.
 */

/** The optional English text: trimmed, at most `max` characters, empty as absent. */
const ingles = (max: number, message: string) =>
  z
    .string({ error: 'Texto em inglês inválido.' })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * What the console sends: `portugues` is the Portuguese rule (with its messages); the English
 * text keeps the same length limit (`maxEn`, `maxEnMessage`). `error` is the message when the
 * field is missing altogether.
 */
export const traduzivel = (
  portugues: z.ZodType<string, string>,
  opcoes: { maxEn: number; maxEnMessage?: string; error: string },
) =>
  z.object(
    {
      'pt-br': portugues,
      en: ingles(opcoes.maxEn, opcoes.maxEnMessage ?? `Use até ${opcoes.maxEn} caracteres.`),
    },
    { error: opcoes.error },
  );

/** What the console reads: the stored text. */
export const TraduzidoSchema = z.object({ 'pt-br': z.string(), en: z.string().optional() });

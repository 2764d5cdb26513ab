import { z } from 'zod';
import { ImagemUrlSchema } from './editorial.ts';
import { TraduzidoSchema, traduzivel } from './traduzivel.ts';

export { idRef, texto } from './clube.ts';

/**
 * Race control's calendar and entry lists (issue 11): the fields and texts the areas share
 * (`temporadas`, `etapas`, `circuitos`, `onde-assistir`, `pilotos`, `equipes`, `montadoras`,
 * `maquinas`, `inscricoes`). Each area's contract lives in its own file beside this one.
 */

export const CALENDARIO_TEXTOS = {
  temporadaInexistente: (ano: number) =>
    `Esta categoria não tem a temporada ${ano}: crie-a antes em Temporadas.`,
  temporadaRepetida: (ano: number) => `Esta categoria já tem a temporada ${ano}.`,
  temporadaEmUso:
    'Esta temporada tem etapas ou inscrições: exclua-as antes de excluir a temporada.',
  temporadaChaveEmUso:
    'Esta temporada já tem etapas ou inscrições: a categoria e o ano não podem mudar.',
  copiaInexistente: (ano: number) =>
    `Esta categoria não tem a temporada ${ano} para copiar as inscrições.`,
  circuitoInexistente: 'Este circuito não existe.',
  circuitoEmUso: 'Este circuito tem etapas no calendário: ele não pode ser excluído.',
  pilotoInexistente: 'Este piloto não existe.',
  equipeInexistente: 'Esta equipe não existe.',
  montadoraInexistente: 'Esta montadora não existe.',
  pilotoEmUso: 'Este piloto tem inscrições ou é candidato no Fan Push: ele não pode ser excluído.',
  equipeEmUso: 'Esta equipe tem inscrições: ela não pode ser excluída.',
  montadoraEmUso: 'Esta montadora tem inscrições ou máquinas: ela não pode ser excluída.',
  montadoraRepetida: 'Já existe uma montadora com este nome.',
  numeroRepetido: (numero: string) => `O número ${numero} já é de outro piloto nesta temporada.`,
  pilotoJaInscrito: 'Este piloto já está inscrito nesta categoria e temporada.',
  inscricaoComResultados: (corridas: number) =>
    corridas === 1
      ? 'Esta inscrição tem resultado em 1 corrida: ela não pode ser excluída.'
      : `Esta inscrição tem resultados em ${corridas} corridas: ela não pode ser excluída.`,
  inscricaoMudaTemporada:
    'Esta inscrição tem resultados: a categoria e a temporada não podem mudar.',
  etapaRepetida: (numero: number) => `Esta temporada já tem a ${numero}ª etapa.`,
  etapaMudaTemporada: 'Esta etapa tem resultados: a categoria e a temporada não podem mudar.',
  corridaComResultados: (numero: number) =>
    `A corrida ${numero} já tem resultados: ela não pode ser removida.`,
  corridaDeOutraEtapa: 'Uma das corridas não pertence a esta etapa. Recarregue a página.',
  etapaComResultados: 'Esta etapa tem resultados: ela não pode ser excluída.',
  etapaComVotos:
    'Esta etapa tem votos confirmados no Fan Push (um voto nunca é apagado): ela não pode ser excluída.',
} as const;

/** An optional text: '' when empty. */
export const textoOpcional = (campo: string, max = 200) =>
  z
    .string({ error: `Texto inválido em ${campo}.` })
    .trim()
    .max(max, { error: `Use até ${max} caracteres em ${campo}.` })
    .default('');

/** A whole number within limits, with the limits in the message. */
export const inteiro = (campo: string, min: number, max: number) => {
  const message = `Informe ${campo}: um número inteiro de ${min} a ${max}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

/** A season's year. */
export const anoTemporada = inteiro('o ano da temporada', 1950, 2100);

/** An optional picture: '' or an upload's address, a site path or an https address. */
export const imagemOpcional = z.union([z.literal(''), ImagemUrlSchema]).default('');

/** An optional https address (website, Instagram, video, tickets): '' when none. */
export const httpsOpcional = (doQue: string) =>
  z
    .string({ error: `Endereço ${doQue} inválido.` })
    .trim()
    .max(500, { error: `O endereço ${doQue} pode ter até 500 caracteres.` })
    .regex(/^(|https:\/\/[^\s]+)$/, {
      error: `O endereço ${doQue} precisa começar com https:// (ou fique em branco).`,
    })
    .default('');

const SOBRE_MAX = 'O texto pode ter até 50 mil caracteres.';

/** An optional "about" HTML text in Portuguese and English (sanitised by the server). */
export const sobreHtml = traduzivel(
  z.string({ error: 'Texto inválido.' }).trim().max(50_000, { error: SOBRE_MAX }),
  { maxEn: 50_000, maxEnMessage: SOBRE_MAX, error: 'Texto inválido.' },
).default({ 'pt-br': '', en: undefined });

/** What every item of these areas carries. */
export const versionado = { id: z.number().int(), versao: z.number().int() };

/** The stored "about" text. */
export const SobreSchema = TraduzidoSchema;

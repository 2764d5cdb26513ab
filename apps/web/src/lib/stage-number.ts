/**
 * The stage number is the first number in the stage text ('3ª Etapa - Goiânia' is stage 3),
 * as the next-round block shows it (public-site.md §2.5). Undefined when the text has none.
 */
export function stageNumber(etapa: string): number | undefined {
  const match = /\d+/.exec(etapa);
  return match ? Number(match[0]) : undefined;
}

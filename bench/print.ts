import type { BenchPart } from './report.ts';

/** A part as a Markdown table, pasted as is into docs/performance.md. */
export function printPart(part: BenchPart) {
  const lines = [
    `### ${part.title}`,
    '',
    '| target | measured | goal | met |',
    '|---|---|---|---|',
    ...part.rows.map(
      (r) => `| ${r.target} | ${r.measured} | ${r.goal} | ${r.met ? 'yes' : '**no**'} |`,
    ),
    ...(part.notes?.length ? ['', ...part.notes.map((n) => `- ${n}`)] : []),
    '',
  ];
  console.log(lines.join('\n'));
}

/** Runs a part alone (`node --import tsx bench/<part>.ts`). */
export async function runAlone(part: () => Promise<BenchPart>) {
  const result = await part();
  printPart(result);
}

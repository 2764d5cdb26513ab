/**
 * CSV for Brazilian Excel (issue 10, the commercial desk's exports): UTF-8 with a byte-order
 * mark (so accents open right), `;` between fields (`,` is the decimal separator there), CRLF
 * line ends. A cell that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or
 * carriage return first) gets a leading apostrophe: a fan's "name" never runs in staff's Excel.
 */

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

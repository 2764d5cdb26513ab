/**
 * Reading a CSV file staff upload (issue 11, the timing software's export): its bytes decoded,
 * its separator found, its records split with their line numbers. Pure; the meaning of the
 * columns belongs to the caller.
 */

export type Encoding = 'UTF-8' | 'Windows-1252';
export type Separator = ';' | ',';

/** One record: the line it starts on (1-based) and its cells, as written (not trimmed). */
export interface CsvRecord {
  linha: number;
  cells: string[];
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Windows-1252's characters at 0x80–0x9F (WHATWG's table; the five it leaves undefined stay
 * the C1 code points). Node's TextDecoder decodes 'windows-1252' as ISO-8859-1, which has
 * control codes there (https://github.com/nodejs/node/issues/56542), so the table is ours.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text +=
      byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charAt(byte - 0x80) : String.fromCharCode(byte);
  }
  return text;
}

/** Control characters other than tab and line ends: a file with them is not text. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

/**
 * The file as text: UTF-8 (with or without a byte-order mark, which is dropped) when its bytes
 * are valid UTF-8, else Windows-1252, which Latin-1 files are a subset of (timing software on
 * Windows exports that). Undefined when the file is not text at all (a spreadsheet, an image).
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: Encoding } | undefined {
  let decoded: { text: string; encoding: Encoding };
  try {
    decoded = { text: UTF8.decode(bytes), encoding: 'UTF-8' };
  } catch {
    decoded = { text: decodeWindows1252(bytes), encoding: 'Windows-1252' };
  }
  return hasControlCharacters(decoded.text) ? undefined : decoded;
}

/** The separator of the header line: `;` (Brazilian spreadsheets) unless `,` is the one used. */
function detectSeparator(text: string): Separator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The records of a CSV text (RFC 4180: cells in double quotes may hold separators, line breaks
 * and doubled quotes), skipping blank lines. `aspasAbertas` names the line of a quote never closed.
 */
export function parseCsv(
  text: string,
): { separator: Separator; records: CsvRecord[] } | { aspasAbertas: number } {
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (!isBlank(cells)) records.push({ linha: recordLine, cells });
    cells = [];
    cell = '';
    recordLine = line;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text.charAt(i + 1) === '\n') i += 1;
      line += 1;
      endRecord();
    } else cell += char;
  }
  if (quoted) return { aspasAbertas: quoteLine };
  endRecord();
  return { separator, records };
}

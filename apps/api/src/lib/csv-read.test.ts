import { describe, expect, it } from 'vitest';
import { decodeText, parseCsv } from './csv-read.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Latin-1 bytes of a text (every character below U+0100). */
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('decodeText', () => {
  it('reads UTF-8, dropping a byte-order mark', () => {
    expect(decodeText(utf8('João;Conceição'))).toEqual({
      text: 'João;Conceição',
      encoding: 'UTF-8',
    });
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('POS;NUM')]))).toEqual({
      text: 'POS;NUM',
      encoding: 'UTF-8',
    });
  });

  it('reads a file that is not valid UTF-8 as Windows-1252 (Latin-1 accents, the euro sign)', () => {
    expect(decodeText(latin1('João Conceição'))).toEqual({
      text: 'João Conceição',
      encoding: 'Windows-1252',
    });
    expect(decodeText(Uint8Array.from([0x80]))?.text).toBe('€');
  });

  it('refuses bytes that are not text: NULs and control characters', () => {
    expect(decodeText(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBeUndefined();
    expect(decodeText(utf8('POS;NUM\u0007'))).toBeUndefined();
    // UTF-16 text is full of NULs for a Latin script: not one of the accepted encodings.
    expect(decodeText(Uint8Array.from([0xff, 0xfe, 0x50, 0x00, 0x4f, 0x00]))).toBeUndefined();
  });

  it('keeps tabs and line ends', () => {
    expect(decodeText(utf8('a\tb\r\nc\n'))?.text).toBe('a\tb\r\nc\n');
  });
});

describe('parseCsv', () => {
  it('splits on semicolons, with line numbers, skipping blank lines', () => {
    expect(parseCsv('POS;NUM\r\n1;12\r\n\r\n2;7\r\n;\r\n')).toEqual({
      separator: ';',
      records: [
        { linha: 1, cells: ['POS', 'NUM'] },
        { linha: 2, cells: ['1', '12'] },
        { linha: 4, cells: ['2', '7'] },
      ],
    });
  });

  it('takes the comma when the header uses it, and old Mac line ends', () => {
    expect(parseCsv('POS,NUM\r1,12')).toEqual({
      separator: ',',
      records: [
        { linha: 1, cells: ['POS', 'NUM'] },
        { linha: 2, cells: ['1', '12'] },
      ],
    });
  });

  it('reads quoted cells with separators, doubled quotes and line breaks', () => {
    const parsed = parseCsv(
      'NUM,PILOTO,TEMPO\n12,"Conceição, João","1:02:03.4"\n7,"Zé ""Foguete""\nda Silva",\n8,x,y',
    );
    expect(parsed).toEqual({
      separator: ',',
      records: [
        { linha: 1, cells: ['NUM', 'PILOTO', 'TEMPO'] },
        { linha: 2, cells: ['12', 'Conceição, João', '1:02:03.4'] },
        { linha: 3, cells: ['7', 'Zé "Foguete"\nda Silva', ''] },
        { linha: 5, cells: ['8', 'x', 'y'] },
      ],
    });
  });

  it('does not let a separator inside the header quotes decide', () => {
    expect(parseCsv('"A;B",C,D\n1,2,3')).toMatchObject({ separator: ',' });
  });

  it('names the line of a quote never closed', () => {
    expect(parseCsv('POS;NUM\n1;12\n2;"7\n3;8')).toEqual({ aspasAbertas: 3 });
  });
});

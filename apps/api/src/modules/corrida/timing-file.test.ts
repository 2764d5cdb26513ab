import { describe, expect, it } from 'vitest';
import { IMPORTACAO_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';
import { COLUNAS, readTimingFile } from './timing-file.ts';

const file = (text: string) => readTimingFile(new TextEncoder().encode(text));

describe('readTimingFile: the header', () => {
  it('maps columns in any order, case and accents, and by their other names', () => {
    const read = file(
      'Melhor Volta;Número;posição;Situação;grid;Voltas;TEMPO;Piloto\n1:30.1;12;1;;1;30;45:00.0;Ana',
    );
    expect(read.erros).toEqual([]);
    expect(read.colunas).toEqual(COLUNAS);
    expect(read.linhas).toEqual([
      {
        linha: 2,
        cells: {
          POS: '1',
          NUM: '12',
          PILOTO: 'Ana',
          VOLTAS: '30',
          TEMPO: '45:00.0',
          STATUS: '',
          LARGADA: '1',
          MELHOR_VOLTA: '1:30.1',
        },
      },
    ]);
  });

  it('leaves out columns outside the format, and says which', () => {
    const read = file('POS,NUM,KM/H,Equipe\n1,12,180.2,Azul');
    expect(read).toMatchObject({
      erros: [],
      separador: ',',
      codificacao: 'UTF-8',
      colunas: ['POS', 'NUM'],
      ignoradas: ['KM/H', 'Equipe'],
    });
    expect(read.linhas[0]?.cells).toMatchObject({ POS: '1', NUM: '12', PILOTO: '' });
  });

  it('names the missing required columns', () => {
    expect(file('POSICAO;PILOTO\n1;Ana').erros).toEqual([T.colunasFaltando(['NUM'])]);
    expect(file('CAR;DRIVER\n12;Ana').erros).toEqual([T.colunasFaltando(['POS', 'NUM'])]);
    expect(T.colunasFaltando(['POS', 'NUM'])).toBe('Faltam no cabeçalho as colunas POS, NUM.');
  });

  it('refuses a column named twice', () => {
    expect(file('POS;NUM;Carro\n1;12;12').erros).toEqual([T.colunaRepetida('NUM')]);
  });
});

describe('readTimingFile: the file', () => {
  it('refuses an empty file, a blank one and one with only the header', () => {
    expect(readTimingFile(new Uint8Array()).erros).toEqual([T.arquivoVazio]);
    expect(file('\r\n\r\n').erros).toEqual([T.arquivoVazio]);
    expect(file('POS;NUM\r\n').erros).toEqual([T.semResultados]);
  });

  it('refuses a file that is not text', () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    expect(readTimingFile(zip)).toMatchObject({ erros: [T.codificacao], linhas: [] });
  });

  it('names the line of an unclosed quote', () => {
    expect(file('POS;NUM;PILOTO\n1;12;"Ana\n2;7;Bia').erros).toEqual([T.aspas(2)]);
  });

  it('refuses more than 200 result lines', () => {
    const lines = Array.from({ length: 201 }, (_, i) => `${i + 1};${i + 1}`);
    expect(file(['POS;NUM', ...lines].join('\n')).erros).toEqual([T.linhasDemais]);
  });

  it('reads a Latin-1 file with its accents', () => {
    const bytes = Uint8Array.from('POS;NUM;PILOTO\n1;12;João Conceição', (c) => c.charCodeAt(0));
    const read = readTimingFile(bytes);
    expect(read.codificacao).toBe('Windows-1252');
    expect(read.linhas[0]?.cells.PILOTO).toBe('João Conceição');
  });
});

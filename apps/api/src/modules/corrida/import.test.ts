import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import {
  IMPORTACAO_TEXTOS as I,
  RESULTADOS_TEXTOS as R,
} from '@stockcar/shared/schemas/admin/resultados-textos';
import { auditOf } from '../../../test/console-crud.ts';
import {
  consoleOf,
  createField,
  createRace,
  expectRefused,
  storedRace,
} from '../../../test/corridas.ts';
import { createCategoria } from '../../../test/factories.ts';
import { createConsoleApp } from '../../../test/staff.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
let rc: Awaited<ReturnType<typeof consoleOf>>;
let etapaId: number;

const GOOD = [
  'POS;NUM;PILOTO;VOLTAS;TEMPO;STATUS;LARGADA;MELHOR_VOLTA',
  '1;12;João Conceição;30;45:01.234;;2;1:31.500',
  '2;7;Ana Alves;30;+1.200;;1;1:31.200',
  '3;30;Bia Borges;30;+5.000;;4;1:30.900',
  ';5;Caio Costa;12;;DNF;3;1:29.000',
].join('\r\n');

const publicPoints = async () => {
  const rows = (await t.get('/api/v1/Classificacao/categoria/1/pilotos?ano=2026')).json();
  return Object.fromEntries(
    rows.map((r: { nome: string; pontuacao: number }) => [r.nome, r.pontuacao]),
  );
};

beforeAll(async () => {
  t = await createConsoleApp();
  await createCategoria(t.db, { id: 1 });
  const field = await createField(t.db, {
    categoriaId: 1,
    temporada: 2026,
    drivers: [
      { nome: 'João', sobrenome: 'Conceição', numero: '12' },
      { nome: 'Ana', sobrenome: 'Alves', numero: '7' },
      { nome: 'Bia', sobrenome: 'Borges', numero: '30' },
      { nome: 'Caio', sobrenome: 'Costa', numero: '5' },
    ],
  });
  etapaId = field.stage.id;
  rc = await consoleOf(t);
});
afterAll(() => t.close());

describe('POST /admin/corridas/:id/importacao', () => {
  it('previews a good file and saves nothing', async () => {
    const race = await createRace(t.db, etapaId);
    const before = await storedRace(t.db, race.id);
    const res = await rc.upload(race.id, 'modo=previa', GOOD);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ valido: true, erros: [], corrida: null });
    expect(body.colunas).toEqual([
      'POS',
      'NUM',
      'PILOTO',
      'VOLTAS',
      'TEMPO',
      'STATUS',
      'LARGADA',
      'MELHOR_VOLTA',
    ]);
    expect(body.resumo).toEqual({
      codificacao: 'UTF-8',
      separador: ';',
      ignoradas: [],
      linhas: 4,
      classificados: 3,
      naoClassificados: 1,
      pole: '7',
      voltaRapida: '30',
      voltaRapidaTempo: '1:30.900',
    });
    expect(body.linhas[0]).toMatchObject({
      linha: 2,
      posicao: '1',
      numero: '12',
      piloto: 'João Conceição',
      inscrito: { numero: '12', piloto: 'João Conceição' },
      erros: [],
    });
    expect(await storedRace(t.db, race.id)).toEqual(before);
    expect(await auditOf(t, 'resultado', race.id)).toEqual([]);
  });

  it('saves the file as provisional (public standings unchanged), then official', async () => {
    const race = await createRace(t.db, etapaId);
    const provisional = await rc.upload(race.id, 'modo=salvar&versao=1', GOOD);
    expect(provisional.statusCode, provisional.body).toBe(200);
    expect(provisional.json().corrida).toMatchObject({
      situacao: 'provisorio',
      versao: 2,
      pole: { numero: '7' },
      voltaRapida: { numero: '30' },
      voltaRapidaTempo: '1:30.900',
    });
    expect(
      provisional
        .json()
        .corrida.classificacao.map((r: { numero: string; largada: number }) => [
          r.numero,
          r.largada,
        ]),
    ).toEqual([
      ['12', 2],
      ['7', 1],
      ['30', 4],
      ['5', 3],
    ]);
    expect(await publicPoints()).toEqual({ João: 0, Ana: 0, Bia: 0, Caio: 0 });
    const official = await rc.upload(race.id, 'modo=salvar&versao=2&oficializar=true', GOOD);
    expect(official.json().corrida).toMatchObject({ situacao: 'oficial', versao: 3 });
    expect(await publicPoints()).toEqual({ João: 30, Ana: 26, Bia: 22, Caio: 0 });
    const audit = await auditOf(t, 'resultado', race.id);
    expect(audit.map((a) => a.acao)).toEqual(['importar', 'importar']);
    expect(audit[1]?.depois).toMatchObject({ situacao: 'oficial' });
    // Back to provisional for the next tests' standings.
    await rc.send('POST', `/corridas/${race.id}/reabrir`, { versao: 3 });
  });

  it('accepts a Latin-1 file with a comma, quotes and accents, decoding them right', async () => {
    const race = await createRace(t.db, etapaId);
    const text = 'Pos,Num,Piloto\r\n1,12,"Conceição, João"\r\n2,7,Ana Alves\r\n';
    const res = await rc.upload(
      race.id,
      'modo=salvar&versao=1',
      Uint8Array.from(text, (c) => c.charCodeAt(0)),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resumo).toMatchObject({ codificacao: 'Windows-1252', separador: ',' });
    expect(res.json().linhas[0].piloto).toBe('Conceição, João');
    expect(res.json().corrida.classificacao[0]).toMatchObject({
      numero: '12',
      piloto: 'João Conceição',
    });
  });

  const bad: [string, string | Uint8Array, string[]][] = [
    ['wrong columns', 'CAR;DRIVER\n12;Ana', [I.colunasFaltando(['POS', 'NUM'])]],
    [
      'a car not in the entry list',
      'POS;NUM\n1;12\n2;77',
      [I.linha(3, R.naoInscrito('77', 2026, 'Stock Car Pro Series'))],
    ],
    [
      'duplicate positions',
      'POS;NUM\n1;12\n1;7',
      [I.linha(3, R.posicaoRepetida(1, '', ['12', '7']))],
    ],
    [
      'a gap in positions',
      'POS;NUM\n1;12\n3;7',
      [I.linha(3, R.posicaoForaDeSequencia(3, '', 2, 2))],
    ],
    ['a car twice', 'POS;NUM;STATUS\n1;12;\n;12;DNS', [I.linha(3, R.carroRepetido('12'))]],
    [
      'a DNF with a position',
      'POS;NUM;STATUS\n1;12;\n2;7;DNF',
      [I.linha(3, R.posicaoSemClassificacao('7', 'DNF'))],
    ],
    ['a non-numeric position', 'POS;NUM\n1;12\nP2;7', [I.linha(3, I.posicaoInvalida('P2'))]],
    [
      "a driver who is not the car's",
      'POS;NUM;PILOTO\n1;12;Pedro Silva',
      [I.linha(2, I.pilotoDiferente('12', 'João Conceição', 'Pedro Silva'))],
    ],
    [
      'a binary file',
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]),
      [I.codificacao],
    ],
    ['an empty file', '', [I.arquivoVazio]],
  ];

  it.each(bad)(
    'refuses %s: the preview says why, a save keeps everything as it was',
    async (_, file, messages) => {
      const race = await createRace(t.db, etapaId);
      await rc.upload(race.id, 'modo=salvar&versao=1', GOOD);
      const preview = await rc.upload(race.id, 'modo=previa', file);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().valido).toBe(false);
      const res = await expectRefused(
        t,
        race.id,
        () => rc.upload(race.id, 'modo=salvar&versao=2&oficializar=true', file),
        messages,
      );
      expect(res.json().detail).toBe(I.invalido(res.json().errors.length));
      expect((await auditOf(t, 'resultado', race.id)).map((a) => a.acao)).toEqual(['importar']);
    },
  );

  it('answers 409 when someone saved the race since the version sent', async () => {
    const race = await createRace(t.db, etapaId);
    await rc.upload(race.id, 'modo=salvar&versao=1', GOOD);
    const before = await storedRace(t.db, race.id);
    const stale = await rc.upload(race.id, 'modo=salvar&versao=1&oficializar=true', GOOD);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(VERSION_CONFLICT);
    expect(await storedRace(t.db, race.id)).toEqual(before);
  });

  it('asks for the file, and for the version to save', async () => {
    const race = await createRace(t.db, etapaId);
    const noVersion = await rc.upload(race.id, 'modo=salvar', GOOD);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().detail).toBe(I.versaoObrigatoria);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/corridas/${race.id}/importacao?modo=previa`,
      headers: { ...rc.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toBe(I.arquivoObrigatorio);
  });

  it('refuses a file over 1 MB', async () => {
    const race = await createRace(t.db, etapaId);
    const res = await rc.upload(race.id, 'modo=previa', `POS;NUM\n${'1;12\n'.repeat(220_000)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(I.arquivoGrande);
  });
});

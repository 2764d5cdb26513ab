import { afterAll, describe, expect, it } from 'vitest';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import {
  IMPORTACAO_TEXTOS as I,
  RESULTADOS_TEXTOS as R,
} from '@stockcar/shared/schemas/admin/resultados-textos';
import { auditOf } from '../../../test/console-crud.ts';
import {
  createRace,
  expectRefused,
  GOOD_CSV,
  proSeriesDesk,
  storedRace,
} from '../../../test/corridas.ts';

/** Timing files the import refuses (issue 11): the preview says why, a save changes nothing. */

const { t, etapaId, rc } = await proSeriesDesk();
afterAll(() => t.close());

describe('POST /admin/corridas/:id/importacao refusals', () => {
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
      await rc.upload(race.id, 'modo=salvar&versao=1', GOOD_CSV);
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
    await rc.upload(race.id, 'modo=salvar&versao=1', GOOD_CSV);
    const before = await storedRace(t.db, race.id);
    const stale = await rc.upload(race.id, 'modo=salvar&versao=1&oficializar=true', GOOD_CSV);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(VERSION_CONFLICT);
    expect(await storedRace(t.db, race.id)).toEqual(before);
  });

  it('asks for the file, and for the version to save', async () => {
    const race = await createRace(t.db, etapaId);
    const noVersion = await rc.upload(race.id, 'modo=salvar', GOOD_CSV);
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

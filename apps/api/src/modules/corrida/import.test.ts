import { afterAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/console-crud.ts';
import {
  createRace,
  GOOD_CSV,
  GOOD_SUMMARY,
  proSeriesDesk,
  publicPoints,
  storedRace,
} from '../../../test/corridas.ts';
import { COLUNAS } from './timing-file.ts';

const { t, etapaId, rc } = await proSeriesDesk();
afterAll(() => t.close());

const points = () => publicPoints(t, 1, 2026);

describe('POST /admin/corridas/:id/importacao', () => {
  it('previews a good file and saves nothing', async () => {
    const race = await createRace(t.db, etapaId);
    const before = await storedRace(t.db, race.id);
    const res = await rc.upload(race.id, 'modo=previa', GOOD_CSV);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ valido: true, erros: [], corrida: null });
    expect(body.colunas).toEqual(COLUNAS);
    expect(body.resumo).toEqual({
      codificacao: 'UTF-8',
      separador: ';',
      ignoradas: [],
      ...GOOD_SUMMARY,
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
    const provisional = await rc.upload(race.id, 'modo=salvar&versao=1', GOOD_CSV);
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
    expect(await points()).toEqual({ João: 0, Ana: 0, Bia: 0, Caio: 0 });
    const official = await rc.upload(race.id, 'modo=salvar&versao=2&oficializar=true', GOOD_CSV);
    expect(official.json().corrida).toMatchObject({ situacao: 'oficial', versao: 3 });
    expect(await points()).toEqual({ João: 30, Ana: 26, Bia: 22, Caio: 0 });
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
});

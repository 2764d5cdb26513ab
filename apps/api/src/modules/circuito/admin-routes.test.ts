import { describe, expect, it } from 'vitest';
import { createCircuito, createEtapa } from '../../../test/factories.ts';
import { walkCrud } from '../../../test/console-crud.ts';
import { setupRaceControl } from '../../../test/race-control.ts';

const rc = setupRaceControl();

const circuit = {
  nome: 'Autódromo Velopark',
  cidade: 'Nova Santa Rita',
  uf: 'rs',
  imagem: '/media/imagens/abc/640.jpg',
  extensao: 2278,
  curvas: 11,
  sentido: 'Horário',
  primeiroAno: 2012,
  voltaMaisRapida: '0:58.123 - Fulano (2024)',
  sobre: { 'pt-br': '<p>Pista <script>alert(1)</script>rápida</p>', en: '' },
  urlVideo: 'https://www.youtube.com/watch?v=abc',
};

describe('circuits in the console (race control)', () => {
  it('walks create, read, list, update with version, 409, 400 in Portuguese and delete', async () => {
    await walkCrud({
      t: rc.t,
      send: rc.send,
      recurso: 'circuitos',
      entidade: 'circuito',
      valid: circuit,
      search: 'velopark',
      edit: { curvas: 12, voltaMaisRapida: '0:57.900 - Beltrano (2025)' },
      invalid: { nome: '', cidade: 'X', extensao: -1, sentido: 'Diagonal', urlVideo: 'http://x' },
      errors: [
        { path: 'body.nome', message: 'Informe o nome do circuito.' },
        {
          path: 'body.extensao',
          message: 'Informe a extensão em metros: um número inteiro de 0 a 30000.',
        },
        { path: 'body.sentido', message: 'Escolha o sentido: horário ou anti-horário.' },
        {
          path: 'body.urlVideo',
          message: 'O endereço do vídeo precisa começar com https:// (ou fique em branco).',
        },
      ],
    });
  });

  it('stores the about text sanitised, the state in capitals and Brazil by default', async () => {
    const res = await rc.send('POST', '/circuitos', circuit);
    expect(res.json()).toMatchObject({
      uf: 'RS',
      pais: 'Brasil',
      sobre: { 'pt-br': '<p>Pista rápida</p>' },
      etapas: 0,
    });
    expect(res.json().sobre).not.toHaveProperty('en');
  });

  it('refuses to delete a circuit with stages on the calendar', async () => {
    const used = await createCircuito(rc.t.db);
    await createEtapa(rc.t.db, {
      categoriaId: 1,
      circuitoId: used.id,
      data: new Date('2030-05-01T17:00:00Z'),
    });
    expect((await rc.send('GET', `/circuitos/${used.id}`)).json()).toMatchObject({ etapas: 1 });
    const res = await rc.send('DELETE', `/circuitos/${used.id}?versao=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Este circuito tem etapas no calendário: ele não pode ser excluído.',
    );
    expect((await rc.send('GET', `/circuitos/${used.id}`)).statusCode).toBe(200);
  });
});

describe('where to watch in the console (race control)', () => {
  it('walks create, read, list, update with version, 409, 400 in Portuguese and delete', async () => {
    await walkCrud({
      t: rc.t,
      send: rc.send,
      recurso: 'onde-assistir',
      entidade: 'onde-assistir',
      valid: { categoriaId: 1, nomeCanal: 'Canal Velocidade', imgCanal: '/m/c.svg', ordem: 2 },
      search: 'velocidade',
      edit: { tag: 'Streaming', ordem: 1 },
      invalid: { categoriaId: 1, nomeCanal: ' ', imgCanal: 'ftp://x', ordem: -1 },
      errors: [
        { path: 'body.nomeCanal', message: 'Informe o nome do canal.' },
        {
          path: 'body.imgCanal',
          message: 'Use uma imagem enviada pelo console ou um endereço https.',
        },
        { path: 'body.ordem', message: 'A ordem não pode ser negativa.' },
      ],
    });
  });

  it('orders the channels of the public circuit page by their order', async () => {
    const track = await createCircuito(rc.t.db);
    const add = (nomeCanal: string, ordem: number) =>
      rc.send('POST', '/onde-assistir', { categoriaId: 6, nomeCanal, imgCanal: '/m/x.svg', ordem });
    await add('Terceiro', 3);
    await add('Primeiro', 1);
    const second = (await add('Segundo', 5)).json();
    const page = async () =>
      (await rc.t.get(`/api/v1/Circuito/${track.id}/categoria/6`))
        .json()
        .ondeAssistir.map((c: { nomeCanal: string }) => c.nomeCanal);
    expect(await page()).toEqual(['Primeiro', 'Terceiro', 'Segundo']);
    await rc.send('PUT', `/onde-assistir/${second.id}`, {
      categoriaId: 6,
      nomeCanal: 'Segundo',
      imgCanal: '/m/x.svg',
      ordem: 2,
      versao: 1,
    });
    expect(await page()).toEqual(['Primeiro', 'Segundo', 'Terceiro']);
    const listed = await rc.send('GET', '/onde-assistir?categoriaId=6&ordem=ordem&direcao=asc');
    expect(listed.json().itens.map((c: { nomeCanal: string }) => c.nomeCanal)).toEqual([
      'Primeiro',
      'Segundo',
      'Terceiro',
    ]);
  });
});

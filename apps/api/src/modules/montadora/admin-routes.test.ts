import { describe, expect, it } from 'vitest';
import { createInscricao, createMontadora } from '../../../test/factories.ts';
import { walkCrud } from '../../../test/console-crud.ts';
import { fieldErrors, setupRaceControl } from '../../../test/race-control.ts';

const rc = setupRaceControl();

const USED = 'Esta montadora tem inscrições ou máquinas: ela não pode ser excluída.';

describe('manufacturers in the console (race control)', () => {
  it('walks create, read, list, update with version, 409, 400 in Portuguese and delete', async () => {
    await walkCrud({
      t: rc.t,
      send: rc.send,
      recurso: 'montadoras',
      entidade: 'montadora',
      valid: { nome: 'Motores Paulista', logo: '/media/imagens/m1/640.jpg' },
      another: { nome: 'Motores Paulista Sport' },
      search: 'paulista',
      edit: { instagram: 'https://www.instagram.com/paulista' },
      invalid: { nome: 'x'.repeat(81) },
      errors: [{ path: 'body.nome', message: 'Use até 80 caracteres em o nome da montadora.' }],
    });
  });

  it('keeps names unique and refuses to delete one with entries or cars', async () => {
    const maker = await createMontadora(rc.t.db, { nome: 'Fábrica Única' });
    const same = await rc.send('POST', '/montadoras', { nome: 'Fábrica Única' });
    expect(same.statusCode).toBe(400);
    expect(fieldErrors(same.json())).toEqual({
      'body.nome': 'Já existe uma montadora com este nome.',
    });
    const renamed = await rc.send('PUT', `/montadoras/${maker.id}`, {
      nome: 'Fábrica Única',
      website: 'https://unica.example',
      versao: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const withCar = await createMontadora(rc.t.db);
    const car = await rc.send('POST', '/maquinas', {
      categoriaId: 1,
      montadoraId: withCar.id,
      nome: 'Sedã 2030',
    });
    expect(car.statusCode, car.body).toBe(201);
    expect((await rc.send('DELETE', `/montadoras/${withCar.id}?versao=1`)).json().detail).toBe(
      USED,
    );

    const withEntry = await createMontadora(rc.t.db);
    await createInscricao(rc.t.db, { categoriaId: 1, temporada: 2030, montadoraId: withEntry.id });
    const res = await rc.send('DELETE', `/montadoras/${withEntry.id}?versao=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(USED);
  });
});

describe('cars in the console (race control)', () => {
  it('walks create, read, list, update with version, 409, 400 in Portuguese and delete', async () => {
    const maker = await createMontadora(rc.t.db, { nome: 'Montadora das Máquinas' });
    const item = await walkCrud({
      t: rc.t,
      send: rc.send,
      recurso: 'maquinas',
      entidade: 'maquina',
      valid: { categoriaId: 1, montadoraId: maker.id, nome: 'Hatch GT' },
      search: 'hatch',
      edit: { nome: 'Hatch GT Evo', imagem: '/media/imagens/q1/640.jpg' },
      invalid: { categoriaId: 1, montadoraId: 0, nome: '' },
      errors: [
        { path: 'body.montadoraId', message: 'Escolha a montadora.' },
        { path: 'body.nome', message: 'Informe o nome do carro.' },
      ],
    });
    expect(item.montadora).toBe('Montadora das Máquinas');
    const byMaker = await rc.send('GET', `/maquinas?montadoraId=${maker.id}`);
    expect(byMaker.json().total).toBe(1);
    const missing = await rc.send('POST', '/maquinas', {
      categoriaId: 1,
      montadoraId: 999_999,
      nome: 'Fantasma',
    });
    expect(fieldErrors(missing.json())).toEqual({
      'body.montadoraId': 'Esta montadora não existe.',
    });
  });
});

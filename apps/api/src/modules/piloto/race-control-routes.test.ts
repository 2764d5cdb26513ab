import { describe, expect, it } from 'vitest';
import { createFanpush } from '../../../test/fanpush.ts';
import { createInscricao, createPiloto } from '../../../test/factories.ts';
import { walkCrud } from '../../../test/console-crud.ts';
import { setupRaceControl } from '../../../test/race-control.ts';

const rc = setupRaceControl();

const USED = 'Este piloto tem inscrições ou é candidato no Fan Push: ele não pode ser excluído.';

describe('drivers in the console (race control)', () => {
  it('walks create, read, list, update with version, 409, 400 in Portuguese and delete', async () => {
    const item = await walkCrud({
      t: rc.t,
      send: rc.send,
      recurso: 'pilotos',
      entidade: 'piloto',
      valid: {
        nome: 'Ayrton',
        sobrenome: 'Velozzi',
        dataNascimento: '1999-03-21',
        imagem: '/media/imagens/p1/640.jpg',
        sobre: { 'pt-br': '<p onclick="x()">Campeão</p>', en: '<p>Champion</p>' },
        instagram: 'https://www.instagram.com/velozzi',
        exibeInstagram: true,
      },
      search: 'ayrton velo',
      edit: { imagemCapacete: '/media/imagens/c1/640.jpg', exibeInstagram: false },
      invalid: {
        nome: '',
        sobrenome: 'X',
        dataNascimento: '2999-01-01',
        instagram: '@velozzi',
        exibeInstagram: 'sim',
      },
      errors: [
        { path: 'body.nome', message: 'Informe o nome do piloto.' },
        {
          path: 'body.dataNascimento',
          message: 'A data de nascimento precisa estar entre 1900 e hoje.',
        },
        {
          path: 'body.instagram',
          message: 'O endereço do Instagram precisa começar com https:// (ou fique em branco).',
        },
        { path: 'body.exibeInstagram', message: 'Diga se o Instagram aparece no site.' },
      ],
    });
    expect(item.sobre).toEqual({ 'pt-br': '<p>Campeão</p>', en: '<p>Champion</p>' });
  });

  it('refuses to delete a driver with entries or in a Fan Push vote', async () => {
    const entered = await createPiloto(rc.t.db);
    await createInscricao(rc.t.db, { categoriaId: 3, temporada: 2030, pilotoId: entered.id });
    const res = await rc.send('DELETE', `/pilotos/${entered.id}?versao=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(USED);

    const { drivers } = await createFanpush(rc.t.db, { drivers: 3 });
    const candidate = drivers[0]?.id ?? 0;
    expect((await rc.send('DELETE', `/pilotos/${candidate}?versao=1`)).json().detail).toBe(USED);
    expect((await rc.send('GET', `/pilotos/${entered.id}`)).statusCode).toBe(200);
  });
});

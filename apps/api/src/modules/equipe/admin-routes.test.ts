import { describe, expect, it } from 'vitest';
import { createEquipe, createInscricao } from '../../../test/factories.ts';
import { walkCrud } from '../../../test/console-crud.ts';
import { setupRaceControl } from '../../../test/race-control.ts';

const rc = setupRaceControl();

describe('teams in the console (race control)', () => {
  it('walks create, read, list, update with version, 409, 400 in Portuguese and delete', async () => {
    await walkCrud({
      t: rc.t,
      send: rc.send,
      recurso: 'equipes',
      entidade: 'equipe',
      valid: {
        nome: 'Equipe Trovão Azul',
        logo: '/media/imagens/e1/640.jpg',
        website: 'https://trovao.example',
        exibeWebsite: true,
      },
      search: 'trovão',
      edit: { logoB: '/media/imagens/e2/640.jpg', exibeWebsite: false },
      invalid: { nome: '', website: 'trovao.example', logo: 'javascript:alert(1)' },
      errors: [
        { path: 'body.nome', message: 'Informe o nome da equipe.' },
        {
          path: 'body.website',
          message: 'O endereço do site precisa começar com https:// (ou fique em branco).',
        },
        { path: 'body.logo', message: 'Use uma imagem enviada pelo console ou um endereço https.' },
      ],
    });
  });

  it('refuses to delete a team with entries', async () => {
    const team = await createEquipe(rc.t.db);
    await createInscricao(rc.t.db, { categoriaId: 1, temporada: 2030, equipeId: team.id });
    const res = await rc.send('DELETE', `/equipes/${team.id}?versao=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Esta equipe tem inscrições: ela não pode ser excluída.');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeusDadosExportSchema } from '@stockcar/shared/schemas/meus-dados';
import { maskCpf } from '@stockcar/shared/validators/cpf';
import { bearer, createClubApp, lastSmsCode } from '../../../../test/club.ts';
import type { TestApp } from '../../../../test/helper.ts';
import { RECEIPT_PATTERN } from '../../../lib/receipt.ts';
import * as s from '../../../db/schema/index.ts';
import { fillMemberData, signedInMember, type SignedIn } from '../../../../test/meus-dados.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createClubApp();
});
afterAll(() => t.close());

const exportOf = (member: SignedIn) => member.as('GET', '/MeusDados/exportar');

describe('GET /MeusDados/exportar', () => {
  it('downloads every kind of the member’s data as a dated JSON attachment', async () => {
    const member = await signedInMember(t);
    const { driver, vote, survey } = await fillMemberData(t, member, 'A');
    const res = await exportOf(member);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-stockclub-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = MeusDadosExportSchema.parse(res.json());
    expect(data.perfil).toMatchObject({
      idUsuario: member.m.id,
      nome: member.m.nome,
      email: member.m.email,
      cpf: maskCpf(member.m.cpf ?? ''),
      telefone: member.m.telefone,
      dataNascimento: '1990-06-15',
      logradouro: 'Avenida Paulista',
    });
    expect(data.pilotoFavorito).toEqual({ id: driver.id, nome: `Favorito A`, numero: '' });
    expect(data.respostasCadastro).toEqual([
      { idPesquisaPerfil: 1, resposta: String(driver.id) },
      { idPesquisaPerfil: 2, resposta: 'TV' },
    ]);
    expect(data.consentimentos).toHaveLength(4);
    expect(data.consentimentos[0]).toMatchObject({
      origem: 'cadastro',
      concedidoPor: 'titular',
      ip: '10.9.8.7',
      versaoTexto: '2025-01',
      data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(data.votosFanpush).toEqual([
      expect.objectContaining({
        idEtapaFanpush: vote.idEtapaFanpush,
        etapa: vote.etapa.titulo,
        status: 'confirmado',
        pilotos: vote.drivers.slice(0, 3).map((d) => ({ id: d.id, nome: d.nome })),
        confirmadoEm: expect.any(String),
        recibo: expect.stringMatching(RECEIPT_PATTERN),
      }),
    ]);
    expect(data.quiz).toEqual([
      expect.objectContaining({ titulo: 'Quiz A', respondidas: 3, respostasCorretas: 2 }),
    ]);
    expect(data.pesquisas).toEqual([
      {
        idPesquisa: survey.id,
        titulo: 'Pesquisa de teste',
        respostas: [
          {
            fase: 1,
            pergunta: 'Volta 1, pergunta 1',
            opcoes: ['Opção 2'],
            respondidaEm: expect.any(String),
          },
        ],
        recompensas: [{ fase: 1, codigo: 'CUPOM-A', data: expect.any(String) }],
      },
    ]);
    expect(data.sessoes).toEqual([
      expect.objectContaining({
        id: member.sid,
        dispositivo: 'Chrome no Android',
        userAgent: expect.stringContaining('Android 14'),
        encerradaEm: null,
      }),
    ]);
    expect(data.mensagens.map((m) => [m.canal, m.destino, m.assunto])).toEqual(
      expect.arrayContaining([
        ['email', member.m.email, 'Boas-vindas A'],
        ['sms', member.e164, ''],
      ]),
    );
  });

  it('never holds another member’s data, the password hash or a message’s body', async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    await fillMemberData(t, a, 'MINE');
    const other = await fillMemberData(t, b, 'OTHER');
    const body = (await exportOf(a)).body;

    for (const secret of [b.m.email, b.m.cpf ?? '', maskCpf(b.m.cpf ?? ''), b.e164, b.m.nome]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toContain('CUPOM-OTHER');
    expect(body).not.toContain('Quiz OTHER');
    expect(body).not.toContain(other.vote.etapa.titulo);
    expect(body).not.toContain(b.sid);
    // The password hash and the codes the member was sent by SMS stay out.
    expect(body).not.toContain(a.m.senhaHash);
    expect(body).not.toContain('argon2');
    expect(body).not.toMatch(/"senha/i);
    const code = await lastSmsCode(t.db, a.e164);
    expect(code).toMatch(/^\d{6}$/);
    expect(body).not.toContain(`é ${code}`);
    expect(body).not.toContain('código');
  });

  it("leaves out the address a guardian's choice came from: a third person's data", async () => {
    const member = await signedInMember(t);
    await t.db.insert(s.consentimento).values({
      usuarioId: member.m.id,
      finalidade: 'autorizacao-responsavel',
      concedido: true,
      versaoTexto: '2025-01',
      origem: 'responsavel',
      concedidoPor: 'responsavel:mae@exemplo.com',
      ip: '10.55.66.77',
    });
    const data = MeusDadosExportSchema.parse((await exportOf(member)).json());
    const guardian = data.consentimentos.find((c) => c.finalidade === 'autorizacao-responsavel');
    expect(guardian).toMatchObject({ concedidoPor: 'responsavel:mae@exemplo.com', ip: '' });
    expect(JSON.stringify(data)).not.toContain('10.55.66.77');
  });

  it('needs a live session', async () => {
    const member = await signedInMember(t);
    expect((await t.get('/api/v1/MeusDados/exportar')).statusCode).toBe(401);
    await member.as('POST', '/MeusDados/sessoes/encerrar-todas');
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/v1/MeusDados/exportar',
      headers: bearer(member.accessToken),
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

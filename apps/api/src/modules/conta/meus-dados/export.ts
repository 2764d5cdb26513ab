import type { MeusDadosExport } from '@stockcar/shared/schemas/meus-dados';
import { maskCpf } from '@stockcar/shared/validators/cpf';
import type { Db } from '../../../db/client.ts';
import { memberFanVotes } from '../../../db/queries/fan-votes.ts';
import { favouriteOf } from '../repository/piloto-favorito.ts';
import type { Member } from '../../../plugins/auth/index.ts';
import { memberAddresses } from './addresses.ts';
import { consentRows } from '../repository/consentimentos.ts';
import { toRegistro } from './consents.ts';
import { deviceName } from './device-name.ts';
import * as read from '../repository/exportacao.ts';
import { allSessions } from '../repository/sessoes.ts';

/** The data export (issue 12): every table that holds the member, mapped to the contract. */

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Every column of the account but the password hash. */
function profileOf(m: Member): MeusDadosExport['perfil'] {
  return {
    idUsuario: m.id,
    nome: m.nome,
    sobrenome: m.sobrenome,
    genero: m.genero,
    cpf: m.cpf ? maskCpf(m.cpf) : '',
    pais: m.pais,
    estrangeiro: m.estrangeiro,
    dataNascimento: m.dataNascimento,
    email: m.email,
    emailConfirmadoEm: iso(m.emailConfirmadoEm),
    telefone: m.telefone,
    celularAtivo: m.celularAtivo,
    dataAlteracaoCelular: iso(m.dataAlteracaoCelular),
    cep: m.cep,
    logradouro: m.logradouro,
    bairro: m.bairro,
    cidade: m.cidade,
    uf: m.uf,
    exigeResponsavel: m.exigeResponsavel,
    emailResponsavel: m.emailResponsavel,
    responsavelAutorizadoEm: iso(m.responsavelAutorizadoEm),
    codigoSmsPendente: m.codigoSmsPendente,
    cadastroCompleto: m.cadastroCompleto,
    aceitaFluxoFanpush: m.aceitaFluxoFanpush,
    emailOptin: m.emailOptin,
    smsOptin: m.smsOptin,
    whatsAppOptin: m.whatsappOptin,
    foto: m.foto,
    criadoEm: m.criadoEm.toISOString(),
    atualizadoEm: m.atualizadoEm.toISOString(),
  };
}

async function votesOf(db: Db, usuarioId: number): Promise<MeusDadosExport['votosFanpush']> {
  const rows = await memberFanVotes(db, usuarioId);
  const picks = (v: (typeof rows)[number]['v']) => [v.piloto1Id, v.piloto2Id, v.piloto3Id];
  const names = await read.driverNames(db, [...new Set(rows.flatMap((r) => picks(r.v)))]);
  return rows.map((r) => ({
    idEtapaFanpush: r.etapaId,
    etapa: r.titulo,
    circuito: r.circuito,
    dataEtapa: r.data.toISOString(),
    pilotos: picks(r.v).map((id) => ({ id, nome: names.get(id) ?? '' })),
    status: r.v.status,
    votadoEm: r.v.criadoEm.toISOString(),
    confirmadoEm: iso(r.v.confirmadoEm),
    recibo: r.v.recibo,
  }));
}

async function surveysOf(db: Db, usuarioId: number): Promise<MeusDadosExport['pesquisas']> {
  const answers = await read.surveyAnswers(db, usuarioId);
  const choices = await read.surveyChoices(db, usuarioId);
  const rewards = await read.surveyRewards(db, usuarioId);
  const surveys = new Map<number, MeusDadosExport['pesquisas'][number]>();
  const survey = (idPesquisa: number, titulo: string) => {
    const found = surveys.get(idPesquisa) ?? { idPesquisa, titulo, respostas: [], recompensas: [] };
    surveys.set(idPesquisa, found);
    return found;
  };
  for (const a of answers) {
    survey(a.pesquisaId, a.titulo).respostas.push({
      fase: a.fase,
      pergunta: a.pergunta,
      opcoes: choices.filter((c) => c.perguntaId === a.perguntaId).map((c) => c.descricao),
      respondidaEm: a.respondidaEm.toISOString(),
    });
  }
  for (const { p, titulo } of rewards) {
    const data = p.criadoEm.toISOString();
    survey(p.pesquisaId, titulo).recompensas.push({ fase: p.fase, codigo: p.codigo, data });
  }
  return [...surveys.values()];
}

export async function exportOf(db: Db, m: Member, now = new Date()): Promise<MeusDadosExport> {
  const favourite = await favouriteOf(db, m.pilotoFavoritoId);
  const consents = await consentRows(db, m.id);
  const quiz = await read.quizRuns(db, m.id);
  const sessions = await allSessions(db, m.id);
  const messages = await read.messagesTo(db, memberAddresses(m));
  return {
    formato: 'stockclub-meus-dados/1',
    geradoEm: now.toISOString(),
    perfil: profileOf(m),
    pilotoFavorito: favourite && {
      id: favourite.id,
      nome: favourite.nome,
      numero: favourite.numero,
    },
    respostasCadastro: await read.signUpAnswers(db, m.id),
    // A guardian's choice carries the guardian's address: a third person's data, left out.
    consentimentos: consents.map((c) => ({
      ...toRegistro(c),
      ip: c.concedidoPor === 'titular' ? c.ip : '',
    })),
    votosFanpush: await votesOf(db, m.id),
    quiz: quiz.map(({ p, titulo }) => ({
      idQuiz: p.quizId,
      titulo,
      respondidas: p.respondidas,
      respostasCorretas: p.respostasCorretas,
      finalizado: p.finalizado,
      atualizadoEm: p.atualizadoEm.toISOString(),
    })),
    pesquisas: await surveysOf(db, m.id),
    sessoes: sessions.map((s) => ({
      id: s.id,
      userAgent: s.dispositivo,
      dispositivo: deviceName(s.dispositivo),
      criadoEm: s.criadoEm.toISOString(),
      ultimoUsoEm: s.ultimoUsoEm.toISOString(),
      encerradaEm: iso(s.revogadaEm),
      motivo: s.motivo,
    })),
    mensagens: messages.map((msg) => ({
      canal: msg.canal,
      destino: msg.destino,
      assunto: msg.assunto,
      data: msg.criadoEm.toISOString(),
    })),
  };
}

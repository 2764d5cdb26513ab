import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { createB2BProduto } from '../../../test/factories.ts';
import { PDF_BYTES } from '../../../test/files.ts';
import { TEST_API_KEY, createTestApp, freshIp, type TestApp } from '../../../test/helper.ts';
import {
  DAY,
  ago,
  candidateExists,
  insertCandidate,
  insertOutbox,
  justAfter,
  justBefore,
  outboxExists,
  retentionDeps,
} from '../../../test/retention.ts';
import { candidateForm } from '../../../test/rh.ts';
import { monthsBefore } from './cutoffs.ts';
import { runRetention } from './retention-job.ts';

/* One test per period of the records people send (issue 12): past it goes, the rest stays. */

let t: TestApp;
const NOW = new Date();
const run = (now = NOW) => runRetention(retentionDeps(t), now);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('talent-bank candidates: 12 months', () => {
  it('deletes candidates and their CV files past the period, and keeps younger ones', async () => {
    const cutoff = monthsBefore(NOW, 12);
    const withCv = await insertCandidate(t.db, justBefore(cutoff), 'cv/velho.pdf');
    await t.app.storage.putPrivate('cv/velho.pdf', PDF_BYTES);
    // The row names a file that is already gone: the row still goes.
    const fileGone = await insertCandidate(t.db, justBefore(cutoff), 'cv/sumiu.pdf');
    const noCv = await insertCandidate(t.db, justBefore(cutoff));
    const young = await insertCandidate(t.db, justAfter(cutoff), 'cv/novo.pdf');
    await t.app.storage.putPrivate('cv/novo.pdf', PDF_BYTES);

    await run();

    for (const old of [withCv, fileGone, noCv])
      expect(await candidateExists(t.db, old.id)).toBe(false);
    expect(await t.app.storage.getPrivate('cv/velho.pdf')).toBeUndefined();
    expect(await candidateExists(t.db, young.id)).toBe(true);
    expect(await t.app.storage.getPrivate('cv/novo.pdf')).toEqual(PDF_BYTES);
  });
});

describe('sponsor leads and B2B proposals: 24 months', () => {
  const lead = (criadoEm: Date) => ({
    empresa: 'Banco Pampa',
    nomeResponsavel: 'Rui',
    cargo: 'Marketing',
    email: 'rui@pampa.com',
    celular: '(51) 99876-5432',
    criadoEm,
  });

  it('deletes leads and proposals past the period, and keeps younger ones', async () => {
    const cutoff = monthsBefore(NOW, 24);
    const produtoId = (await createB2BProduto(t.db)).id;
    const proposal = (criadoEm: Date) => ({
      ...lead(criadoEm),
      produtoId,
      nomeEmpresa: 'Acme',
      interesse: 'outros',
      objetivos: ['Networking'],
    });
    const leads = await t.db
      .insert(s.patrocinadorLead)
      .values([lead(justBefore(cutoff)), lead(justAfter(cutoff))])
      .returning();
    const proposals = await t.db
      .insert(s.b2bProposta)
      .values([proposal(justBefore(cutoff)), proposal(justAfter(cutoff))])
      .returning();

    await run();

    const leadIds = leads.map((row) => row.id);
    const proposalIds = proposals.map((row) => row.id);
    const keptLeads = await t.db
      .select({ id: s.patrocinadorLead.id })
      .from(s.patrocinadorLead)
      .where(inArray(s.patrocinadorLead.id, leadIds));
    const keptProposals = await t.db
      .select({ id: s.b2bProposta.id })
      .from(s.b2bProposta)
      .where(inArray(s.b2bProposta.id, proposalIds));
    expect(keptLeads).toEqual([{ id: leadIds[1] }]);
    expect(keptProposals).toEqual([{ id: proposalIds[1] }]);
  });
});

describe('idempotency rows of the forms (envio_formulario)', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { 'x-api-key': TEST_API_KEY, 'x-forwarded-for': freshIp() },
      payload,
    });
  const submissions = (ids: number[]) =>
    t.db
      .select({ rota: s.envioFormulario.rota })
      .from(s.envioFormulario)
      .where(inArray(s.envioFormulario.recursoId, ids));

  it('go with the record they point at, whatever the form, and stay while it stays', async () => {
    const [area] = await t.db.insert(s.rhArea).values({ nome: 'Marketing' }).returning();
    const produto = await createB2BProduto(t.db);
    const contact = { nomeResponsavel: 'Ana', cargo: 'Diretora', email: 'ana@acme.com.br' };
    const responses = [
      await post('/RH/Candidato', candidateForm(area?.id ?? 0)),
      await post('/Patrocinador', { ...contact, empresa: 'Acme', celular: '(11) 98765-4321' }),
      await post('/B2B/Proposta', {
        ...contact,
        idProduto: produto.id,
        nomeEmpresa: 'Acme',
        celular: '(11) 98765-4321',
        interesse: 'outros',
        objetivoOutros: true,
        objetivoOutrosDescricao: 'Lançamento',
      }),
    ];
    expect(responses.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const ids = responses.map((res) => Number(res.json().idCandidato ?? res.json().id));
    // Another route's row, which this job knows nothing about, is never touched.
    const [foreign] = await t.db
      .insert(s.envioFormulario)
      .values({ rota: 'outra-rota', chave: 'k:1', recursoId: 2_000_000_000 })
      .returning();

    await run(NOW);
    expect((await submissions(ids)).map((row) => row.rota).sort()).toEqual([
      'b2b-proposta',
      'patrocinador',
      'rh-candidato',
    ]);

    await run(new Date(NOW.getTime() + 25 * 31 * DAY));
    expect(await submissions(ids)).toEqual([]);
    const left = await t.db
      .select()
      .from(s.envioFormulario)
      .where(eq(s.envioFormulario.id, foreign?.id ?? 0));
    expect(left).toHaveLength(1);
  });
});

describe('outbox messages (mensagem_saida): 30 days', () => {
  it('deletes messages past the period and keeps younger ones', async () => {
    const old = await insertOutbox(t.db, justBefore(ago(NOW, 30 * DAY)));
    const young = await insertOutbox(t.db, justAfter(ago(NOW, 30 * DAY)));
    await run();
    expect(await outboxExists(t.db, old.id)).toBe(false);
    expect(await outboxExists(t.db, young.id)).toBe(true);
  });
});

describe('internal notes of the commercial desk (nota_comercial)', () => {
  it('go with the candidate, lead or proposal they are about, and stay while it stays', async () => {
    const old = await insertCandidate(t.db, justBefore(monthsBefore(NOW, 12)));
    const young = await insertCandidate(t.db, justAfter(monthsBefore(NOW, 12)));
    const notes = await t.db
      .insert(s.notaComercial)
      .values([
        { area: 'candidatos', registroId: old.id, texto: 'Perfil forte.', staffId: 1 },
        { area: 'candidatos', registroId: young.id, texto: 'Ligar.', staffId: 1 },
        // A note about a lead that is gone.
        { area: 'leads', registroId: 2_000_000_000, texto: 'Sem lead.', staffId: 1 },
      ])
      .returning();
    await run(NOW);
    const kept = await t.db
      .select({ id: s.notaComercial.id })
      .from(s.notaComercial)
      .where(
        inArray(
          s.notaComercial.id,
          notes.map((n) => n.id),
        ),
      );
    expect(kept).toEqual([{ id: notes[1]?.id }]);
  });
});

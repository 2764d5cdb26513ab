import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { PDF_BYTES, deflated, multipart, zip } from '../../../test/files.ts';
import { startFakeSmtp } from '../../../test/fake-smtp.ts';
import { TEST_API_KEY, createTestApp, freshIp, type TestApp } from '../../../test/helper.ts';
import { candidateForm } from '../../../test/rh.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let areaId: number;

const candidate = () => candidateForm(areaId);

const headers = () => ({ 'x-api-key': TEST_API_KEY, 'x-forwarded-for': freshIp() });
const saveCandidate = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/RH/Candidato', headers: headers(), payload });
interface Saved {
  idCandidato: number;
  tokenUpload: string;
}
async function uploadCv(
  saved: Saved,
  file?: { name: string; data: Buffer },
  tokenUpload = saved.tokenUpload,
) {
  const body = await multipart({ idCandidato: String(saved.idCandidato), tokenUpload }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/RH/Candidato/Curriculo',
    headers: { ...headers(), ...body.headers },
    payload: body.payload,
  });
}
const candidates = async () => (await t.db.select({ n: count() }).from(s.candidato))[0]?.n ?? 0;
const privateCvs = () => {
  const dir = path.join(t.dataDir, 'private', 'cv');
  return existsSync(dir) ? readdirSync(dir) : [];
};

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ MAIL_URL: smtp.url });
  const [area] = await t.db
    .insert(s.rhArea)
    .values([
      { nome: 'Engenharia', ordem: 0 },
      { nome: 'Marketing', ordem: 1 },
    ])
    .returning();
  areaId = area?.id ?? 0;
  await t.db
    .insert(s.rhDepoimento)
    .values({ nome: 'Rita', cargo: 'Engenheira', imagem: '/m/rita.svg', depoimento: 'Um sonho.' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('areas and testimonials', () => {
  it('lists the areas in order and the testimonials', async () => {
    expect((await t.get('/api/v1/RH/Area')).json()).toEqual([
      { idArea: areaId, nome: 'Engenharia' },
      { idArea: expect.any(Number), nome: 'Marketing' },
    ]);
    expect((await t.get('/api/v1/RH/Depoimento')).json()).toEqual([
      { nome: 'Rita', cargo: 'Engenheira', imagem: '/m/rita.svg', depoimento: 'Um sonho.' },
    ]);
  });
});

describe('POST /RH/Candidato', () => {
  it('saves the candidate and answers idCandidato; the staff hear of it with the CV', async () => {
    const res = await saveCandidate(candidate());
    expect(res.statusCode).toBe(201);
    expect(res.json().idCandidato).toEqual(expect.any(Number));
    // No e-mail before the CV (staff-notice.test.ts).
    expect(smtp.received).toEqual([]);
  });

  it.each([
    ['nome', ''],
    ['email', 'joana'],
    ['celular', '(11) 1234-5678'],
    ['cep', '0131010'],
    ['linkedin', 'linkedin/joana'],
    ['porque', 'x'.repeat(301)],
    ['sonho', ''],
  ])('refuses an invalid %s', async (field, value) => {
    const res = await saveCandidate({ ...candidate(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses an unknown area', async () => {
    expect((await saveCandidate({ ...candidate(), idArea: 9999 })).statusCode).toBe(400);
  });

  it('creates one candidate for a double click with the same Idempotency-Key', async () => {
    const before = await candidates();
    const body = { ...candidate(), nome: 'Duplo Clique' };
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/RH/Candidato',
        headers: { ...headers(), 'idempotency-key': 'rh-clique-duplo-1' },
        payload: body,
      });
    const [a, b] = await Promise.all([post(), post()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().idCandidato).toBe(b.json().idCandidato);
    expect(await candidates()).toBe(before + 1);
  });

  it('creates one candidate for a retried identical body and answers the same id', async () => {
    const before = await candidates();
    const body = { ...candidate(), nome: 'Envio Repetido' };
    const first = await saveCandidate(body);
    const retry = await saveCandidate(body);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().idCandidato).toBe(first.json().idCandidato);
    // The retry's upload token works too: a double click never strands the CV.
    expect(retry.json().tokenUpload).toBe(first.json().tokenUpload);
    expect(await candidates()).toBe(before + 1);
  });
});

describe('the CV upload token (issue 12, finding 5)', () => {
  it("nobody attaches a CV to someone else's candidacy: the id alone is not enough", async () => {
    const victim = (await saveCandidate({ ...candidate(), nome: 'Vitima' })).json() as Saved;
    const other = (await saveCandidate({ ...candidate(), nome: 'Outro' })).json() as Saved;
    expect(victim.tokenUpload).toMatch(/^[0-9a-f]{64}$/);
    expect(victim.tokenUpload).not.toBe(other.tokenUpload);
    const pdf = { name: 'cv.pdf', data: PDF_BYTES };
    for (const token of ['', 'adivinhado', other.tokenUpload]) {
      const res = await uploadCv(victim, pdf, token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().detail).toBe('Candidato não encontrado.');
    }
    const [untouched] = await t.db
      .select()
      .from(s.candidato)
      .where(eq(s.candidato.id, victim.idCandidato));
    expect(untouched?.cvArquivo).toBeNull();
    expect((await uploadCv(victim, pdf)).statusCode).toBe(204);
  });
});

describe('POST /RH/Candidato/Curriculo', () => {
  it('stores a PDF privately under a random name; nothing serves it', async () => {
    const id = (await saveCandidate({ ...candidate(), nome: 'Com PDF' })).json() as Saved;
    const res = await uploadCv(id, { name: 'meu-cv.pdf', data: PDF_BYTES });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(s.candidato).where(eq(s.candidato.id, id.idCandidato));
    expect(row?.cvNomeOriginal).toBe('meu-cv.pdf');
    expect(row?.cvArquivo).toMatch(/^cv\/[0-9a-f-]{36}\.pdf$/);
    expect(privateCvs()).toContain(path.basename(row?.cvArquivo ?? ''));
    for (const url of [
      `/media/${row?.cvArquivo}`,
      `/private/${row?.cvArquivo}`,
      `/${row?.cvArquivo}`,
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('refuses a wrong type with 415 and an oversized file with 413, in Portuguese', async () => {
    const id = (await saveCandidate({ ...candidate(), nome: 'Arquivo Errado' })).json() as Saved;
    const png = await uploadCv(id, { name: 'cv.pdf', data: Buffer.from('\x89PNG\r\n\x1a\n') });
    expect(png.statusCode).toBe(415);
    expect(png.json().detail).toBe(
      'Formato de currículo não aceito: envie um arquivo .pdf, .doc ou .docx.',
    );
    const big = await uploadCv(id, {
      name: 'cv.pdf',
      data: Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('O currículo deve ter no máximo 5 MB.');
    const bomb = zip([
      { name: 'word/document.xml', data: Buffer.from('<w/>'), declaredSize: 30 * 1024 * 1024 },
    ]);
    const docx = await uploadCv(id, { name: 'cv.docx', data: bomb });
    expect(docx.statusCode).toBe(413);
    // A real zip bomb: 25 MB of zeros deflated to a few KB, headers claiming 1 KB.
    const real = zip([deflated('word/document.xml', Buffer.alloc(25 * 1024 * 1024), 1024)]);
    const inflated = await uploadCv(id, { name: 'cv.docx', data: real });
    expect(inflated.statusCode).toBe(413);
    expect(inflated.json().detail).toBe(
      'O arquivo .docx é grande demais depois de descompactado (máximo de 20 MB).',
    );
    const truncated = await uploadCv(id, { name: 'cv.docx', data: real.subarray(0, 2000) });
    expect(truncated.statusCode).toBe(415);
  });

  it('lets the talent flow retry only the upload: one candidate, then the CV', async () => {
    const before = (await t.db.select({ n: count() }).from(s.candidato))[0]?.n ?? 0;
    const id = (await saveCandidate({ ...candidate(), nome: 'Tenta De Novo' })).json() as Saved;
    expect(
      (await uploadCv(id, { name: 'cv.docx', data: Buffer.from('not a zip') })).statusCode,
    ).toBe(415);
    const retry = await uploadCv(id, {
      name: 'cv.docx',
      data: zip([deflated('word/document.xml', Buffer.from('<w:document/>'))]),
    });
    expect(retry.statusCode).toBe(204);
    expect((await t.db.select({ n: count() }).from(s.candidato))[0]?.n).toBe(before + 1);
    // A received CV is not replaced through the public call.
    expect((await uploadCv(id, { name: 'outro.pdf', data: PDF_BYTES })).statusCode).toBe(409);
  });

  it('keeps one CV when two uploads for a candidate arrive at once', async () => {
    const id = (await saveCandidate({ ...candidate(), nome: 'Clique Duplo' })).json() as Saved;
    const filesBefore = privateCvs().length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => uploadCv(id, { name: 'cv.pdf', data: PDF_BYTES })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 409, 409]);
    const [row] = await t.db.select().from(s.candidato).where(eq(s.candidato.id, id.idCandidato));
    // The losers' files are removed: the folder holds only the CV the row points to.
    expect(privateCvs().length).toBe(filesBefore + 1);
    expect(privateCvs()).toContain(path.basename(row?.cvArquivo ?? ''));
  });

  it('takes the CV only within 24 hours of saving the candidate', async () => {
    const id = (await saveCandidate({ ...candidate(), nome: 'Voltou Tarde' })).json() as Saved;
    await t.db
      .update(s.candidato)
      .set({ criadoEm: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(s.candidato.id, id.idCandidato));
    expect((await uploadCv(id, { name: 'cv.pdf', data: PDF_BYTES })).statusCode).toBe(404);
  });

  it('asks for the file and refuses an unknown candidate', async () => {
    const id = (await saveCandidate({ ...candidate(), nome: 'Sem Arquivo' })).json() as Saved;
    const missing = await uploadCv(id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Anexo do Cv obrigatório');
    expect(
      (
        await uploadCv(
          { idCandidato: 999999, tokenUpload: 'x' },
          { name: 'cv.pdf', data: PDF_BYTES },
        )
      ).statusCode,
    ).toBe(404);
  });
});

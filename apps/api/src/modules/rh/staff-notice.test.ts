import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { talentNoticeJob } from '../../jobs/talent-notice-job.ts';
import { PDF_BYTES, multipart } from '../../../test/files.ts';
import { readableMail, startFakeSmtp } from '../../../test/fake-smtp.ts';
import { TEST_API_KEY, createTestApp, freshIp, type TestApp } from '../../../test/helper.ts';
import { candidateForm } from '../../../test/rh.ts';

// Issue 10: the staff e-mail for a candidate goes out when the CV has arrived (or states that
// it is missing after 24 hours), never before, and never twice.
const STAFF = 'rh@stockcar.test';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let areaId: number;

interface Saved {
  idCandidato: number;
  tokenUpload: string;
}
const headers = () => ({ 'x-api-key': TEST_API_KEY, 'x-forwarded-for': freshIp() });

async function apply(nome: string): Promise<Saved> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/RH/Candidato',
    headers: headers(),
    payload: { ...candidateForm(areaId), nome },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function uploadCv(saved: Saved) {
  const body = await multipart(
    { idCandidato: String(saved.idCandidato), tokenUpload: saved.tokenUpload },
    { name: 'joana-cv.pdf', data: PDF_BYTES },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/RH/Candidato/Curriculo',
    headers: { ...headers(), ...body.headers },
    payload: body.payload,
  });
}

/** The job as the scheduler runs it, at the time given. */
const runJob = (now: Date) => talentNoticeJob(t.app).run(now, new AbortController().signal);

/** The e-mails received about the candidate named, decoded. */
const mailsAbout = (nome: string) =>
  smtp.received
    .map((m) => ({ ...m, text: readableMail(m.raw) }))
    .filter((m) => m.text.includes(nome));

const notifiedAt = async (id: number) =>
  (await t.db.select().from(s.candidato).where(eq(s.candidato.id, id)))[0]?.notificadoEm;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ MAIL_URL: smtp.url, STAFF_EMAIL: STAFF });
  const [area] = await t.db.insert(s.rhArea).values({ nome: 'Engenharia' }).returning();
  areaId = area?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the talent bank staff e-mail', () => {
  it('is not sent when the form is saved, only once the CV arrives, with the CV stated', async () => {
    const saved = await apply('Ana Formulario');
    expect(mailsAbout('Ana Formulario')).toEqual([]);
    expect(await notifiedAt(saved.idCandidato)).toBeNull();

    expect((await uploadCv(saved)).statusCode).toBe(204);
    const [mail, ...more] = mailsAbout('Ana Formulario');
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([STAFF]);
    expect(mail?.text).toContain('Subject: Banco de talentos: Ana Formulario (Engenharia)');
    expect(mail?.text).toContain('Currículo: recebido em');
    expect(mail?.text).toContain('joana-cv.pdf');
    expect(mail?.text).toContain('Por que: Amo automobilismo.');
    // The CV is downloaded from the console (audited), never mailed.
    expect(mail?.raw).not.toMatch(/content-disposition:\s*attachment/i);
    expect(await notifiedAt(saved.idCandidato)).toBeInstanceOf(Date);

    // Later runs of the job leave it alone.
    await runJob(new Date(Date.now() + 25 * HOUR));
    expect(mailsAbout('Ana Formulario')).toHaveLength(1);
  });

  it('states that the CV is missing once 24 hours have passed without it, once', async () => {
    const saved = await apply('Bruno Sem Cv');
    await runJob(new Date(Date.now() + 23 * HOUR));
    expect(mailsAbout('Bruno Sem Cv')).toEqual([]);

    await runJob(new Date(Date.now() + 24 * HOUR + 60_000));
    const [mail, ...more] = mailsAbout('Bruno Sem Cv');
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([STAFF]);
    expect(mail?.text).toContain(
      'Subject: Banco de talentos: Bruno Sem Cv (Engenharia) — sem currículo',
    );
    expect(mail?.text).toContain('Currículo: não enviado.');
    expect(mail?.text).toContain('E-mail: joana@exemplo.com');

    await runJob(new Date(Date.now() + 48 * HOUR));
    expect(mailsAbout('Bruno Sem Cv')).toHaveLength(1);
    // Past 24 hours the upload is refused; a CV racing the job's deadline adds no second
    // e-mail (here the job's clock ran ahead, so the upload is still taken).
    expect((await uploadCv(saved)).statusCode).toBe(204);
    expect(mailsAbout('Bruno Sem Cv')).toHaveLength(1);
  });

  it('leaves to the job an upload whose e-mail failed, and the job sends it with the CV', async () => {
    const saved = await apply('Carla Falha Smtp');
    vi.spyOn(t.app.mail, 'send').mockRejectedValueOnce(new Error('SMTP fora do ar'));
    expect((await uploadCv(saved)).statusCode).toBe(204);
    expect(mailsAbout('Carla Falha Smtp')).toEqual([]);
    expect(await notifiedAt(saved.idCandidato)).toBeNull();

    await runJob(new Date());
    const [mail, ...more] = mailsAbout('Carla Falha Smtp');
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Currículo: recebido em');
    await runJob(new Date(Date.now() + 25 * HOUR));
    expect(mailsAbout('Carla Falha Smtp')).toHaveLength(1);
  });

  it('sends one e-mail when the upload and the job reach a candidate at once', async () => {
    const saved = await apply('Davi Concorrente');
    await Promise.all([uploadCv(saved), runJob(new Date()), runJob(new Date())]);
    await runJob(new Date(Date.now() + 25 * HOUR));
    expect(mailsAbout('Davi Concorrente')).toHaveLength(1);
  });

  it('never e-mails about candidates that were not saved by the form (seed, older rows)', async () => {
    const { idArea, ...form } = candidateForm(areaId);
    await t.db.insert(s.candidato).values({ ...form, areaId: idArea, nome: 'Eva Semente' });
    await runJob(new Date(Date.now() + 25 * HOUR));
    expect(mailsAbout('Eva Semente')).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@stockcar/shared/schemas/common';
import { PDF_BYTES, multipart } from '../../../test/files.ts';
import { TEST_API_KEY, createTestApp, freshIp, type TestApp } from '../../../test/helper.ts';
import { candidateForm } from '../../../test/rh.ts';
import { cvPtBr } from '@stockcar/shared/locales/cv/pt-br';

/** Input that used to reach the database or the parser unchecked: found by the OpenAPI fuzz. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = () => ({ 'x-api-key': TEST_API_KEY, 'x-forwarded-for': freshIp() });

describe('POST /RH/Candidato with an area id past PostgreSQL integers', () => {
  it('answers 400 with the area text, not a server fault', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/RH/Candidato',
      headers: headers(),
      payload: candidateForm(MAX_ID + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(cvPtBr.areaInvalid);
  });
});

describe('a CV upload whose multipart body is broken', () => {
  const upload = (contentType: string, payload: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/RH/Candidato/Curriculo',
      headers: { ...headers(), 'content-type': contentType },
      payload,
    });

  it('answers 400 with a problem when the body breaks off mid-file', async () => {
    const form = await multipart({ idCandidato: '1' }, { name: 'cv.pdf', data: PDF_BYTES });
    const cut = form.payload.subarray(0, form.payload.length - 20);
    const res = await upload(form.headers['content-type'], cut);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 400, detail: cvPtBr.malformed });
  });

  it('answers 400 when the body does not hold the boundary it announced', async () => {
    const res = await upload('multipart/form-data; boundary=----nao-existe', '{}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, detail: cvPtBr.malformed });
  });
});

import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '@stockcar/shared/schemas/comercial';
import { CV_ACCEPT, cvError } from './cv-rules.ts';
import { cvPtBr } from '@stockcar/shared/locales/cv/pt-br';

describe('CV rules (public-site.md §5, issue 4)', () => {
  it('requires a file', () => {
    expect(cvError(undefined)).toBe('Anexo do Cv obrigatório');
    expect(cvError({ name: 'cv.pdf', size: 0 })).toBe(cvPtBr.required);
  });

  it('accepts .pdf, .doc and .docx in any case', () => {
    expect(CV_ACCEPT).toBe('.pdf,.doc,.docx');
    for (const name of ['cv.pdf', 'CV.PDF', 'cv.doc', 'meu.cv.docx']) {
      expect(cvError({ name, size: 1000 })).toBeUndefined();
    }
    expect(cvError({ name: 'cv.txt', size: 1000 })).toBe(cvPtBr.type);
    expect(cvError({ name: 'cv.pdf.exe', size: 1000 })).toBe(cvPtBr.type);
  });

  it('refuses more than 5 MB with a clear message', () => {
    expect(cvError({ name: 'cv.pdf', size: CV_MAX_BYTES })).toBeUndefined();
    expect(cvError({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe(
      'O currículo deve ter no máximo 5 MB.',
    );
  });
});

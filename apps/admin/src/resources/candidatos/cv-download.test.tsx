import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CandidatoItem } from '@stockcar/shared/schemas/admin/comercial';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { captureDownloads, renderInDesk } from '../../testing/desk.tsx';
import { CvDownload } from './cv-download.tsx';

const PDF = '%PDF-1.4\n%%EOF\n';
const candidato = (cv: CandidatoItem['cv']) => ({
  id: 9,
  status: 'novo',
  versao: 1,
  notas: 0,
  nome: 'Joana Ribeiro',
  cv,
});
const comCv = candidato({
  nome: 'Currículo Joana.pdf',
  tipo: 'application/pdf',
  recebidoEm: '2026-05-01T12:00:00.000Z',
});

const baixar = () => screen.findByRole('button', { name: 'Baixar currículo' });

describe('CvDownload', () => {
  it("downloads the CV with the session and saves it under the candidate's file name", async () => {
    const saved = captureDownloads();
    let auth: string | null = null;
    server.use(
      http.get(adminPath('/cvs/9'), ({ request }) => {
        auth = request.headers.get('x-api-key');
        return new HttpResponse(PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Curriculo Joana.pdf"; filename*=UTF-8''${encodeURIComponent('Currículo Joana.pdf')}`,
          },
        });
      }),
    );
    renderInDesk(<CvDownload />, { resource: 'candidatos', record: comCv });
    expect(screen.getByText(/^Currículo Joana\.pdf \(recebido em /)).toBeTruthy();
    await userEvent.click(await baixar());
    expect(await screen.findByText('Currículo Currículo Joana.pdf baixado.')).toBeTruthy();
    expect(auth).toBe('test-api-key');
    expect(saved.map((file) => file.name)).toEqual(['Currículo Joana.pdf']);
    expect(await saved[0]?.blob.text()).toBe(PDF);
  });

  it('says the CV is missing when the server no longer has it (404)', async () => {
    const saved = captureDownloads();
    server.use(
      http.get(adminPath('/cvs/9'), () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            status: 404,
            detail: 'Este candidato não tem currículo recebido.',
          },
          { status: 404, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    renderInDesk(<CvDownload />, { resource: 'candidatos', record: comCv });
    await userEvent.click(await baixar());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'O currículo deste candidato não foi encontrado no servidor.',
    );
    expect(saved).toEqual([]);
  });

  it('says the download failed on a server error, and lets the user try again', async () => {
    captureDownloads();
    server.use(http.get(adminPath('/cvs/9'), () => new HttpResponse(null, { status: 500 })));
    renderInDesk(<CvDownload />, { resource: 'candidatos', record: comCv });
    await userEvent.click(await baixar());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível baixar o currículo. Tente de novo.',
    );
    expect((await baixar()).hasAttribute('disabled')).toBe(false);
  });

  it('says no CV was received and offers no download', () => {
    renderInDesk(<CvDownload />, { resource: 'candidatos', record: candidato(null) });
    expect(screen.getByText('Este candidato não enviou currículo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Baixar currículo' })).toBeNull();
  });

  it('offers no download to a role that does not reach the CVs', async () => {
    renderInDesk(<CvDownload />, { resource: 'candidatos', record: comCv, papel: 'marketing' });
    expect(
      await screen.findByText('Só as equipes comercial e de administração baixam currículos.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Baixar currículo' })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { CV_MAX_BYTES } from '@stockcar/shared/schemas/comercial';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { problem, reply } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { rhHandlers } from '../testing/handlers.ts';
import { TALENT_STORAGE_KEY } from '../utils/talent-checkpoint.ts';
import { TalentForm } from './talent-form.tsx';

const AREAS = Array.from({ length: 3 }, (_, i) => ({ idArea: i + 1, nome: `Área ${i + 1}` }));

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/cadastro" element={<TalentForm thanksHref="/obrigado" />} />
      <Route path="/obrigado" element={<h1>Obrigado!</h1>} />
    </Routes>,
    '/cadastro',
  );
  return user;
}

function pdf(size?: number) {
  const file = new File(['%PDF-1.4'], 'curriculo.pdf', { type: 'application/pdf' });
  // A big file without the bytes: only its size matters to the client's rule.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Disabled by its fieldset (the property only tells the element's own attribute). */
const isDisabled = (element: Element) => element.matches(':disabled');

async function fillCandidate(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Nome completo/), 'Joana Ribeiro');
  await user.type(screen.getByLabelText(/^E-mail/), 'joana@example.com');
  await user.type(screen.getByLabelText(/^Celular/), '21987654321');
  await user.type(screen.getByLabelText(/^CEP/), '20040020');
  await user.selectOptions(await screen.findByLabelText(/^Área de interesse/), 'Área 2');
  await user.type(screen.getByLabelText(/^LinkedIn/), 'https://www.linkedin.com/in/joana');
  await user.type(screen.getByLabelText(/^Por que/), 'Amo automobilismo.');
  await user.type(screen.getByLabelText(/^Qual é o seu sonho/), 'Trabalhar no grid.');
}

const submit = (name = 'Enviar cadastro') => screen.getByRole('button', { name });

describe('talent form (public-site.md §4, §5, §8)', () => {
  it('requires every field and the CV, with the CV rules shown', async () => {
    server.use(rhHandlers.getAreas(AREAS));
    const user = renderForm();
    await fillCandidate(user);
    expect(screen.getByLabelText(/^CEP/)).toHaveProperty('value', '20040-020');
    expect(submit()).toHaveProperty('disabled', true); // no CV yet
    const picker = screen.getByLabelText(/^Currículo/);
    expect(picker.getAttribute('accept')).toBe('.pdf,.doc,.docx');
    await user.upload(picker, pdf(CV_MAX_BYTES + 1));
    expect(screen.getByText('O currículo deve ter no máximo 5 MB.')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    await user.upload(picker, pdf());
    expect(submit()).toHaveProperty('disabled', false);
    for (const name of [/^Por que/, /^Qual é o seu sonho/]) {
      expect(screen.getByLabelText(name)).toHaveProperty('maxLength', 300);
    }
  });

  it('after a failed upload keeps the saved candidate and retries only the CV', async () => {
    server.use(
      rhHandlers.getAreas(AREAS),
      rhHandlers.sendCandidato(reply(201, { idCandidato: 77, tokenUpload: 'segredo-77' })),
      rhHandlers.uploadCurriculo(reply(500), reply(204)),
    );
    const requests = recordRequests();
    const user = renderForm();
    await fillCandidate(user);
    await user.upload(screen.getByLabelText(/^Currículo/), pdf());
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ocorreu um erro ao salvar o curriculo. Tente novamente',
    );
    expect(
      screen.getByText('Seus dados foram salvos. Falta apenas enviar o currículo.'),
    ).toBeTruthy();
    expect(isDisabled(screen.getByLabelText(/^Nome completo/))).toBe(true);
    expect(screen.getByLabelText(/^Nome completo/)).toHaveProperty('value', 'Joana Ribeiro');
    expect(JSON.parse(sessionStorage.getItem(TALENT_STORAGE_KEY) ?? '{}')).toEqual({
      idCandidato: 77,
      tokenUpload: 'segredo-77',
    });

    await user.click(submit('Enviar currículo'));
    expect(await screen.findByRole('heading', { name: 'Obrigado!' })).toBeTruthy();
    const posts = requests.filter((request) => request.method === 'POST').map((r) => r.url);
    expect(posts).toEqual([
      '/api/v1/RH/Candidato',
      '/api/v1/RH/Candidato/Curriculo',
      '/api/v1/RH/Candidato/Curriculo',
    ]);
    const upload = requests[3]?.body;
    expect(upload).toBeInstanceOf(FormData);
    expect(upload instanceof FormData && upload.get('idCandidato')).toBe('77');
    expect(upload instanceof FormData && upload.get('tokenUpload')).toBe('segredo-77');
    expect(upload instanceof FormData && upload.get('File')).toBeInstanceOf(File);
    expect(sessionStorage.getItem(TALENT_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's text when the candidate is refused, and never uploads", async () => {
    server.use(
      rhHandlers.getAreas(AREAS),
      rhHandlers.sendCandidato(problem(400, 'Selecione uma área válida.')),
    );
    const requests = recordRequests();
    const user = renderForm();
    await fillCandidate(user);
    await user.upload(screen.getByLabelText(/^Currículo/), pdf());
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Selecione uma área válida.');
    expect(requests.map((request) => request.url)).not.toContain('/api/v1/RH/Candidato/Curriculo');
    expect(submit()).toHaveProperty('disabled', false); // the loading flag is cleared
    expect(isDisabled(screen.getByLabelText(/^Nome completo/))).toBe(false);
  });

  it('after a reload asks only for the CV of the saved candidate', async () => {
    sessionStorage.setItem(
      TALENT_STORAGE_KEY,
      JSON.stringify({ idCandidato: 31, tokenUpload: 'segredo-31' }),
    );
    // The data fields are not shown, so the areas are not even asked for.
    server.use(rhHandlers.uploadCurriculo(reply(204)));
    const requests = recordRequests();
    const user = renderForm();
    expect(screen.queryByLabelText(/^Nome completo/)).toBeNull();
    await user.upload(screen.getByLabelText(/^Currículo/), pdf());
    await user.click(submit('Enviar currículo'));
    expect(await screen.findByRole('heading', { name: 'Obrigado!' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});

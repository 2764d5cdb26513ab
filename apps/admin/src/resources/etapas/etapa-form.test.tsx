import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../data/data-provider.ts';
import { i18nProvider } from '../../i18n/index.ts';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { EtapaForm } from './etapa-form.tsx';
import { ETAPA_RECORD } from './etapa-record.fixture.ts';
import { toEtapaInput } from './etapa-values.ts';

const interlagos = { id: 2, versao: 1, nome: 'Interlagos', cidade: 'São Paulo' };

/** No schedule days here: jsdom has no rich-text editor to show them in. */
const record = { ...ETAPA_RECORD, programacoes: [] };

function renderForm(values: Record<string, unknown>) {
  server.use(
    http.get(adminPath('/circuitos/2'), () => HttpResponse.json(interlagos)),
    http.get(adminPath('/circuitos'), () => HttpResponse.json({ itens: [interlagos], total: 1 })),
  );
  const saved: Record<string, unknown>[] = [];
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="etapas">
        <EtapaForm
          record={values}
          onSubmit={(v: Record<string, unknown>) => saved.push(toEtapaInput(v))}
        />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return saved;
}

const largada = () => screen.getByLabelText(/Largada da corrida principal/);

describe('the stage form', () => {
  it('shows the race start in Brasília time and saves what is typed as the instant', async () => {
    const saved = renderForm(record);
    expect(largada()).toHaveProperty('value', '2030-11-30T14:00');
    expect(await screen.findByDisplayValue('Interlagos')).toBeTruthy();
    fireEvent.change(largada(), { target: { value: '2030-12-01T10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      data: '2030-12-01T13:30:00.000Z',
      circuitoId: 2,
      corridas: [
        { id: 11, numero: 1, descricao: 'Sprint', tipo: 'sprint' },
        { id: 12, numero: 2, descricao: 'Endurance', tipo: 'endurance' },
      ],
    });
  });

  it("asks each turismo race's type, and shows where its results stand", async () => {
    renderForm(record);
    await screen.findByDisplayValue('Interlagos');
    expect(screen.getAllByRole('combobox', { name: /^Tipo/ })).toHaveLength(2);
    expect(screen.getByText('Resultados: oficiais')).toBeTruthy();
    expect(screen.getByText('Resultados: aguardando')).toBeTruthy();
  });

  it('has no race type elsewhere, and explains what is missing in Portuguese', async () => {
    const saved = renderForm({
      ...record,
      categoriaId: 1,
      corridas: [{ id: 11, numero: 1, descricao: 'Corrida 1', tipo: null, situacao: 'oficial' }],
    });
    await screen.findByDisplayValue('Interlagos');
    expect(screen.queryByRole('combobox', { name: /^Tipo/ })).toBeNull();
    fireEvent.change(screen.getByDisplayValue('Corrida 1'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Hora da classificação/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a descrição da corrida.')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { captureDownloads, renderInDesk } from '../../testing/desk.tsx';
import { CsvExportButton } from './csv-button.tsx';

const CSV = '\uFEFFID;Empresa\r\n1;Acme Logística\r\n';

function renderButton(filterValues: object) {
  const list = {
    filterValues,
    sort: { field: 'empresa', order: 'ASC' },
  } as unknown as ListControllerResult;
  renderInDesk(
    <ListContextProvider value={list}>
      <CsvExportButton />
    </ListContextProvider>,
    { resource: 'leads' },
  );
}

describe('CsvExportButton', () => {
  it("exports what the list's filters select and saves the file under the server's name", async () => {
    const saved = captureDownloads();
    let query: URLSearchParams | undefined;
    server.use(
      http.get(adminPath('/leads/exportar'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return new HttpResponse(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition':
              'attachment; filename="leads-2026-05-01.csv"; filename*=UTF-8\'\'leads-2026-05-01.csv',
          },
        });
      }),
    );
    renderButton({ q: 'acme', status: 'em contato', de: '2026-04-01' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Arquivo leads-2026-05-01.csv baixado.')).toBeTruthy();
    expect(Object.fromEntries(query ?? [])).toEqual({
      q: 'acme',
      status: 'em contato',
      de: '2026-04-01',
      ordem: 'empresa',
      direcao: 'asc',
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('leads-2026-05-01.csv');
    expect(await saved[0]?.blob.text()).toContain('1;Acme Logística');
  });

  it('says so when the export fails and saves nothing', async () => {
    const saved = captureDownloads();
    server.use(
      http.get(adminPath('/leads/exportar'), () => new HttpResponse(null, { status: 500 })),
    );
    renderButton({});
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Não foi possível exportar o CSV. Tente de novo.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TextField } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { renderInDesk } from '../../testing/desk.tsx';
import { BalcaoList } from './lista.tsx';

describe('BalcaoList', () => {
  it('with nothing to show keeps the filters and the CSV button, and says there is no result', async () => {
    server.use(http.get(adminPath('/leads'), () => HttpResponse.json({ itens: [], total: 0 })));
    renderInDesk(
      <BalcaoList>
        <TextField source="empresa" />
      </BalcaoList>,
      { resource: 'leads' },
    );
    expect(await screen.findByText(/^Nenhum resultado/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeTruthy();
    expect(screen.getByPlaceholderText('Buscar')).toBeTruthy();
  });
});

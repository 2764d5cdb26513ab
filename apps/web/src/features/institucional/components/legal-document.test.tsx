import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ItemRodape } from '@stockcar/shared/schemas/footer';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { LegalPage } from '../utils/legal-item.ts';
import { LegalDocument } from './legal-document.tsx';

const item = (titulo: string, texto: string): ItemRodape => ({
  titulo,
  texto,
  pagina: 'x',
  backgroudImagem: '',
});

const ITEMS = [
  item(
    'Políticas de Privacidade',
    '<p>Tratamos seus dados conforme a LGPD.</p><script>alert(1)</script>',
  ),
  item('Termos de Uso', '<p>Ao usar o site você concorda.</p>'),
];

function Harness({ page, load }: { page: LegalPage; load: () => Promise<ItemRodape[]> }) {
  const query = useQuery({ queryKey: ['itens'], queryFn: load });
  return <LegalDocument page={page} query={query} title="Título da rota" />;
}

describe('LegalDocument (public-site.md §2.3)', () => {
  it('shows the footer item’s title and its sanitised text after loading', async () => {
    renderWithProviders(<Harness page="politica-privacidade" load={async () => ITEMS} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Tratamos seus dados conforme a LGPD.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Políticas de Privacidade');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByText('Ao usar o site você concorda.')).toBeNull();
  });

  it('says the text is not published when the footer has no such item', async () => {
    renderWithProviders(
      <Harness page="termos-de-uso" load={async () => [ITEMS[0] as ItemRodape]} />,
    );
    expect(
      await screen.findByText('Este texto ainda não foi publicado. Volte em breve.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Título da rota');
  });

  it('shows the failure and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<ItemRodape[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(ITEMS);
    renderWithProviders(<Harness page="termos-de-uso" load={load} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível carregar o texto agora. Tente novamente em instantes.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ao usar o site você concorda.')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

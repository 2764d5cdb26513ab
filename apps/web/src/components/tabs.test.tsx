import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

function Example() {
  const [selected, setSelected] = useState('pilotos');
  return (
    <Tabs
      label="Classificação"
      tabs={[
        { id: 'pilotos', label: 'PILOTOS' },
        { id: 'equipes', label: 'EQUIPES' },
        { id: 'marcas', label: 'MARCAS' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>Painel {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects by click and shows the selected panel, labelled by its tab', async () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Classificação' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'EQUIPES' }));
    expect(screen.getByRole('tab', { name: 'EQUIPES' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'EQUIPES' }).textContent).toBe('Painel equipes');
  });

  it('keeps one tab stop and moves with the arrow, Home and End keys', async () => {
    render(<Example />);
    const first = screen.getByRole('tab', { name: 'PILOTOS' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'EQUIPES' }).tabIndex).toBe(-1);
    first.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'MARCAS' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Painel marcas');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Painel pilotos');
  });
});

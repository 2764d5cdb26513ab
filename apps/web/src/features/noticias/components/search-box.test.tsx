import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

function setup(initial = '') {
  const onSearch = vi.fn<(input: string) => void>();
  render(<SearchBox initial={initial} searching={false} onSearch={onSearch} />);
  return { onSearch, box: screen.getByRole('searchbox', { name: 'Buscar notícias' }) };
}

describe('SearchBox: when a search starts (public-site.md §2.5)', () => {
  it('never searches while typing', async () => {
    const { onSearch, box } = setup();
    await userEvent.type(box, 'Goiânia');
    expect(box).toHaveProperty('value', 'Goiânia');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches on Enter', async () => {
    const { onSearch, box } = setup();
    await userEvent.type(box, 'Interlagos{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Interlagos');
  });

  it('searches on a click on the magnifier', async () => {
    const { onSearch, box } = setup('Velocitta');
    await userEvent.type(box, ' 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith('Velocitta 2026');
  });

  it('does not start a second search while one runs', async () => {
    const onSearch = vi.fn();
    render(<SearchBox initial="Cascavel" searching onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscando…' }));
    expect(onSearch).not.toHaveBeenCalled();
  });
});

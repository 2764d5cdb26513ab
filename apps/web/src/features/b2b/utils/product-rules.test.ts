import { describe, expect, it } from 'vitest';
import { dateRange, dayMonth, placeLine } from './product-rules.ts';

describe('B2B product rules (public-site.md §2.5)', () => {
  it('shows dates as dd/mm', () => {
    expect(dayMonth('2025-12-05')).toBe('05/12');
    expect(dayMonth(null)).toBeUndefined();
    expect(dayMonth('5 de dezembro')).toBeUndefined();
  });

  it('has an optional range: none, one day, or start to end', () => {
    expect(dateRange({ dataInicio: null, dataFim: null })).toBeUndefined();
    expect(dateRange({ dataInicio: '2025-12-12', dataFim: '2025-12-13' })).toEqual({
      inicio: '12/12',
      fim: '13/12',
    });
    expect(dateRange({ dataInicio: '2025-12-12', dataFim: '2025-12-12' })).toEqual({
      inicio: '12/12',
    });
    expect(dateRange({ dataInicio: null, dataFim: '2025-11-29' })).toEqual({ inicio: '29/11' });
  });

  it('joins place, city and state, skipping the empty ones', () => {
    expect(placeLine({ local: 'Interlagos', cidade: 'São Paulo', uf: 'SP' })).toBe(
      'Interlagos · São Paulo - SP',
    );
    expect(placeLine({ local: 'Fan Zone', cidade: '', uf: '' })).toBe('Fan Zone');
    expect(placeLine({ local: '', cidade: '', uf: '' })).toBe('');
  });
});

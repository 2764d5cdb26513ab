import type { B2BProduto } from '../api/get-produtos.ts';

/** 'YYYY-MM-DD' as 'dd/mm' (public-site.md §2.5); undefined when absent or malformed. */
export function dayMonth(date: string | null): string | undefined {
  const match = date ? /^\d{4}-(\d{2})-(\d{2})/.exec(date) : null;
  return match ? `${match[2]}/${match[1]}` : undefined;
}

/** A product's optional date range: none, one day, or 'dd/mm' to 'dd/mm'. */
export function dateRange(
  produto: Pick<B2BProduto, 'dataInicio' | 'dataFim'>,
): { inicio: string; fim?: string } | undefined {
  const inicio = dayMonth(produto.dataInicio);
  const fim = dayMonth(produto.dataFim);
  if (!inicio) return fim ? { inicio: fim } : undefined;
  return fim && fim !== inicio ? { inicio, fim } : { inicio };
}

/** Place, then city and state ('Interlagos · São Paulo - SP'); '' when there is none. */
export function placeLine(produto: Pick<B2BProduto, 'local' | 'cidade' | 'uf'>): string {
  const town = [produto.cidade, produto.uf].filter(Boolean).join(' - ');
  return [produto.local, town].filter(Boolean).join(' · ');
}

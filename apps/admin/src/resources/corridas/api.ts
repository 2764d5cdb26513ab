import type { CorridaDetalhe, ResultadoInput } from '@stockcar/shared/schemas/admin/resultados';
import type { ImportacaoResposta } from '@stockcar/shared/schemas/admin/resultados-importacao';
import { adminFetch } from '../../auth/session.ts';
import { httpErrorOf } from '../../data/data-provider.ts';
import { CORRIDAS_TEXTOS } from './textos.ts';

/**
 * The results area's writes (`/admin/corridas/:id/...`), outside react-admin's CRUD protocol.
 * A refusal rejects with react-admin's HttpError (409 → `body.conflito`, 400 → `body.errors`
 * by field), so the console's shared error handling applies.
 */
async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await adminFetch(path, init);
  } catch {
    throw new Error(CORRIDAS_TEXTOS.rede);
  }
  if (!response.ok) throw await httpErrorOf(response);
  return (await response.json()) as T;
}

export const salvarResultado = (id: number, input: ResultadoInput) =>
  send<CorridaDetalhe>(`/corridas/${id}/resultado`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });

export const acaoCorrida = (id: number, acao: 'oficializar' | 'reabrir', versao: number) =>
  send<CorridaDetalhe>(`/corridas/${id}/${acao}`, {
    method: 'POST',
    body: JSON.stringify({ versao }),
  });

export type ModoImportacao =
  { modo: 'previa' } | { modo: 'salvar'; versao: number; oficializar: boolean };

/** The timing CSV as multipart `file`: a preview, or a save over the race's version. */
export function importarCsv(id: number, arquivo: File, modo: ModoImportacao) {
  const query = new URLSearchParams({ modo: modo.modo });
  if (modo.modo === 'salvar') {
    query.set('versao', String(modo.versao));
    query.set('oficializar', String(modo.oficializar));
  }
  const body = new FormData();
  body.append('file', arquivo);
  return send<ImportacaoResposta>(`/corridas/${id}/importacao?${query}`, {
    method: 'POST',
    body,
  });
}

import type { APIRequestContext } from '@playwright/test';

/** Reads what the site reads: the runtime settings, then the API with their key. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const config = (await (await request.get('/runtime-config.json')).json()) as {
    apiKey: string;
    apiBaseUrl: string;
  };
  const response = await request.get(`${config.apiBaseUrl}${path}`, {
    headers: { 'x-api-key': config.apiKey },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export interface CategoriaBody {
  categoria: { cor: string; imgCategoria: string; imgLogo: string; nomeCategoria: string };
}

import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { CepResponse } from '@stockcar/shared/schemas/clube/cep';
import type { Db } from '../db/client.ts';
import { cepCache } from '../db/schema/index.ts';

export const CEP_CACHE_DAYS = 30;

/** The CEP service failed or answered something else than its contract. */
export class CepUnavailableError extends Error {}

const ViaCepSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string().default(''),
    uf: z.string().default(''),
  }),
]);

export interface CepService {
  /** The address of an 8-digit CEP; null when the service does not know it. */
  lookup(cep: string): Promise<CepResponse | null>;
}

/**
 * Proxies the public CEP service (ViaCEP's `GET /ws/{cep}/json/`), caching found addresses in
 * the database for 30 days: shared by every instance and kept across restarts.
 */
export function createCepService(options: { url: string; db: Db }): CepService {
  const { url, db } = options;
  return {
    async lookup(cep) {
      const since = new Date(Date.now() - CEP_CACHE_DAYS * 24 * 60 * 60 * 1000);
      const [cached] = await db
        .select({ dados: cepCache.dados })
        .from(cepCache)
        .where(and(eq(cepCache.cep, cep), gt(cepCache.atualizadoEm, since)));
      if (cached) return cached.dados;
      let body: unknown;
      try {
        const res = await fetch(`${url}/ws/${cep}/json/`, { signal: AbortSignal.timeout(5000) });
        if (res.status === 400 || res.status === 404) return null;
        if (!res.ok) throw new CepUnavailableError(`CEP service answered ${res.status}`);
        body = await res.json();
      } catch (err) {
        if (err instanceof CepUnavailableError) throw err;
        throw new CepUnavailableError(String(err));
      }
      const parsed = ViaCepSchema.safeParse(body);
      if (!parsed.success) throw new CepUnavailableError('CEP service answered out of contract');
      if ('erro' in parsed.data) return null;
      const { logradouro, bairro, localidade, uf } = parsed.data;
      const dados = {
        cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
        logradouro,
        bairro,
        localidade,
        uf,
      };
      await db
        .insert(cepCache)
        .values({ cep, dados })
        .onConflictDoUpdate({ target: cepCache.cep, set: { dados, atualizadoEm: new Date() } });
      return dados;
    },
  };
}

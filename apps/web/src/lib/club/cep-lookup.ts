import { CepResponseSchema, type CepResponse } from '@stockcar/shared/schemas/clube/cep';
import { onlyDigits } from '@stockcar/shared/validators/cpf';
import { apiGet, ApiError } from '../api-client.ts';

export const CEP_DIGITS = 8;

export const cepPath = (digits: string) => `/Cep/${digits}`;

/**
 * The address of a CEP through the API's proxy (spec-deviations: `GET /Cep/{cep}`), or
 * undefined when the CEP does not exist (404). Other failures throw: the caller shows
 * the `clube:cepIndisponivel` text and lets the member type the address.
 */
export async function lookupCep(cep: string): Promise<CepResponse | undefined> {
  const digits = onlyDigits(cep);
  if (digits.length !== CEP_DIGITS) return undefined;
  try {
    return await apiGet(cepPath(digits), import.meta.env.DEV && CepResponseSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ConsentimentosResponseSchema,
  type Consentimentos,
} from '@stockcar/shared/schemas/meus-dados';
import { apiGet } from '../../../lib/api-client.ts';
import { getUser } from '../../../lib/session.ts';

export const CONSENTIMENTOS_PATH = '/MeusDados/consentimentos';

/** `GET /MeusDados/consentimentos`: the opt-ins as they stand and the history of choices. */
export const getConsentimentos = (): Promise<Consentimentos> =>
  apiGet(CONSENTIMENTOS_PATH, import.meta.env.DEV && ConsentimentosResponseSchema);

/** Keyed by member: another member signing in on this tab never sees these. */
export const consentimentosQueryKey = (idUsuario = getUser().idUsuario) =>
  ['meus-dados', 'consentimentos', idUsuario] as const;

export const getConsentimentosQueryOptions = () =>
  queryOptions({ queryKey: consentimentosQueryKey(), queryFn: getConsentimentos, staleTime: 0 });

export const useConsentimentos = () => useQuery(getConsentimentosQueryOptions());

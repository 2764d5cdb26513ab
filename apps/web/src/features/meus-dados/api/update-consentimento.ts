import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsentimentoAlteradoResponseSchema,
  type AlterarConsentimento,
} from '@stockcar/shared/schemas/meus-dados';
import { apiSend } from '../../../lib/api-client.ts';
import { perfilQueryKey } from '../../../lib/club/perfil-query.ts';
import { CONSENTIMENTOS_PATH, consentimentosQueryKey } from './get-consentimentos.ts';

/** `PUT /MeusDados/consentimentos`: withdraws or gives again one opt-in. */
export const updateConsentimento = (body: AlterarConsentimento) =>
  apiSend('PUT', CONSENTIMENTOS_PATH, import.meta.env.DEV && ConsentimentoAlteradoResponseSchema, {
    body,
  });

/** The answer is the new state; the profile (which shows the same opt-ins) reloads. */
export function useUpdateConsentimento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsentimento,
    onSuccess: ({ mensagem: _mensagem, ...consentimentos }) => {
      queryClient.setQueryData(consentimentosQueryKey(), consentimentos);
      void queryClient.invalidateQueries({ queryKey: perfilQueryKey() });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { MensagemResponseSchema } from '@stockcar/shared/schemas/clube/comum';
import type { ExclusaoConta } from '@stockcar/shared/schemas/meus-dados';
import { apiSend } from '../../../lib/api-client.ts';

export const DELETE_CONTA_PATH = '/MeusDados/exclusao';

/** `POST /MeusDados/exclusao`: password and SMS code; the account is erased for good. */
export const deleteConta = (body: ExclusaoConta) =>
  apiSend('POST', DELETE_CONTA_PATH, import.meta.env.DEV && MensagemResponseSchema, { body });

/** Nothing is refetched: the account and its sessions are gone; the caller leaves to the login. */
export const useDeleteConta = () => useMutation({ mutationFn: deleteConta });

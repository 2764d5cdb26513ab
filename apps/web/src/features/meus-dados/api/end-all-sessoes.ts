import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';

export const END_ALL_SESSOES_PATH = '/MeusDados/sessoes/encerrar-todas';

/** `POST /MeusDados/sessoes/encerrar-todas`: logs out everywhere, this device included. */
export const endAllSessoes = () =>
  apiSend('POST', END_ALL_SESSOES_PATH, import.meta.env.DEV && z.null());

/**
 * Nothing is refetched: every session is gone, this one too, so a reload would only answer 401
 * (and log out without the notice the caller leaves for the login).
 */
export const useEndAllSessoes = () => useMutation({ mutationFn: endAllSessoes });

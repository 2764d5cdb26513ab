import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST /MeusDados/sessoes/encerrar-todas`: logs out everywhere, this device included. */
export const endAllSessoes = () => apiSend('POST', '/MeusDados/sessoes/encerrar-todas', z.null());

export const useEndAllSessoes = () => useMutation({ mutationFn: endAllSessoes });

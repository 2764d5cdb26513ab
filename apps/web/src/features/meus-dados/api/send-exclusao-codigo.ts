import { useMutation } from '@tanstack/react-query';
import { CodigoEnviadoResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { apiSend } from '../../../lib/api-client.ts';

export const EXCLUSAO_CODIGO_PATH = '/MeusDados/exclusao/codigo';

/** `POST /MeusDados/exclusao/codigo`: the deletion code by SMS to the phone on file. */
export const sendExclusaoCodigo = () =>
  apiSend('POST', EXCLUSAO_CODIGO_PATH, import.meta.env.DEV && CodigoEnviadoResponseSchema);

export const useSendExclusaoCodigo = () => useMutation({ mutationFn: sendExclusaoCodigo });

import {
  PerfilSalvoResponseSchema,
  type PerfilUpdate,
} from '@stockcar/shared/schemas/clube-perfil';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT /Perfil`: the completion the club home demands (sets cadastroCompleto, fan-club §4). */
export const completePerfil = (body: PerfilUpdate) =>
  apiSend('PUT', '/Perfil', PerfilSalvoResponseSchema, { body });

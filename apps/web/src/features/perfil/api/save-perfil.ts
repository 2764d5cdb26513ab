import {
  PerfilSalvoResponseSchema,
  type PerfilComFoto,
} from '@stockcar/shared/schemas/clube-perfil';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST /Perfil`: the profile edit with its photo (base64 without the data: prefix). */
export const savePerfil = (body: PerfilComFoto) =>
  apiSend('POST', '/Perfil', PerfilSalvoResponseSchema, { body });

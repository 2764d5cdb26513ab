import { useMutation } from '@tanstack/react-query';
import type { Beneficio } from '@stockcar/shared/schemas/clube-conteudo';
import { apiDownload } from '../../../lib/club/download.ts';

export const beneficioDownloadPath = (id: number) => `/Beneficio/${id}/Download`;

/** `GET Beneficio/{id}/Download`: the gift's file, saved by the browser. */
export const downloadBeneficio = (gift: Beneficio) =>
  apiDownload(beneficioDownloadPath(gift.id), `brinde-${gift.id}`);

export const useDownloadBeneficio = () => useMutation({ mutationFn: downloadBeneficio });

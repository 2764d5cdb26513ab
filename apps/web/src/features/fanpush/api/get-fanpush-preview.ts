import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FanpushPreviewResponseSchema,
  type FanpushPreview,
} from '@stockcar/shared/schemas/fanpush';
import { apiGet } from '../../../lib/api-client.ts';

export const fanpushPreviewPath = (idEtapa: number) => `/Fanpush/preview/${idEtapa}`;

/** `GET /Fanpush/preview/{id_etapa}` (public): a stage's vote cards, read-only. */
export const getFanpushPreview = (idEtapa: number): Promise<FanpushPreview> =>
  apiGet(fanpushPreviewPath(idEtapa), import.meta.env.DEV && FanpushPreviewResponseSchema);

export const getFanpushPreviewQueryOptions = (idEtapa: number) =>
  queryOptions({
    queryKey: ['fanpush-preview', idEtapa],
    queryFn: () => getFanpushPreview(idEtapa),
  });

export const useFanpushPreview = (idEtapa: number) =>
  useQuery(getFanpushPreviewQueryOptions(idEtapa));

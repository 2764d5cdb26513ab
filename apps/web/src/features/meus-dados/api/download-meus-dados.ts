import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/club/download.ts';

/** `GET /MeusDados/exportar`: every datum the club keeps about the member, as a JSON file. */
export const downloadMeusDados = () =>
  apiDownload('/MeusDados/exportar', 'meus-dados-stockclub.json');

export const useDownloadMeusDados = () => useMutation({ mutationFn: downloadMeusDados });

import type { Imagem } from '@stockcar/shared/schemas/admin/imagens';

/** What `POST /admin/imagens` answers for an upload stored at `url` with `alt`. */
export const storedImage = (url: string, alt: string, id = 7): Imagem => ({
  id,
  versao: 1,
  chave: '0b9f3a52-8d0c-4c55-9b0e-3d7c1e0f9a11',
  url,
  alt,
  largura: 1280,
  altura: 720,
  larguras: [320, 640, 1280],
  srcset: '',
  sources: [],
  staffId: 1,
  criadoEm: '2026-05-01T12:00:00.000Z',
});

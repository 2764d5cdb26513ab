/** Messages of the console's image library (issue 10). */
export const imagensPtBr = {
  altObrigatorio: 'Descreva a imagem (texto alternativo).',
  altLongo: 'O texto alternativo deve ter no máximo 250 caracteres.',
  arquivoObrigatorio: 'Envie o arquivo da imagem.',
  tamanho: 'A imagem deve ter no máximo 10 MB.',
  dimensoes: 'A imagem tem pixels demais: envie uma de até 100 megapixels.',
  tipo: 'Formato de imagem não aceito: envie um arquivo JPEG, PNG, WebP, AVIF ou GIF.',
  incompleto: 'O envio da imagem chegou incompleto. Tente novamente.',
} as const;

import { browserErrorsPtBr } from './browser-pt-br.ts';

/** User-facing texts of the error catalogues (public-site.md §8, fan-club.md §8), verbatim. */
export const errorsPtBr = {
  ...browserErrorsPtBr,
  notFound: 'Recurso não encontrado.',
  badRequest: 'Requisição inválida.',
  missingApiKey: 'Chave de API ausente ou inválida.',
  unauthorized: 'Sessão expirada. Faça login novamente.',
  tooManyRequests: 'Muitas requisições. Aguarde um pouco e tente novamente.',
  categoryNotFound: 'Categoria não encontrada.',
  notTurismoCategory: 'A classificação de Turismo existe só para as categorias Turismo Nacional.',
  nextStageNotFound: 'Nenhuma próxima etapa encontrada para esta categoria.',
  driverNotFound: 'Piloto não encontrado nesta categoria.',
  teamNotFound: 'Equipe não encontrada nesta categoria.',
  circuitNotFound: 'Circuito não encontrado.',
  newsNotFound: 'Notícia não encontrada.',
  galleryNotFound: 'Galeria não encontrada.',
  eventPageNotFound: 'Página de evento não encontrada.',
  popupNotFound: 'Nenhum popup ativo para esta categoria.',
  invalidId: 'Identificador inválido: informe um número inteiro positivo.',
  invalidLanguage: "Idioma inválido: use 'pt-br' ou 'en'.",
  newsSearchEmpty: 'Nenhuma noticia encontrada, por favor faça outra pesquisa.',
  formFailure: 'Falha ao enviar o formulario, tente novamente.',
  stagesEmpty: 'Nenhuma etapa encontrada',
  standingsEmpty: 'NENHUM RESULTADO FOI ENCONTRADO!',
  scheduleEmpty: 'Nenhuma programação encontrada!',
  b2bEmpty: 'Nenhum evento/produto encontrado, tente mais tarde.',
  // Errors the framework raises itself, and a database outage (the server's own details)
  contentTooLarge: 'O conteúdo enviado é grande demais.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  notAcceptable: 'Formato de resposta não suportado.',
  serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;

/**
 * The catalogue's texts the browser shows by itself, whatever the API said: the only ones in the
 * home's first download (lib/i18n.ts; the API's own answers carry their text).
 */
export const browserErrorsPtBr = {
  userNotFound: 'Usuário não encontrado',
  serverError: 'Ocorreu um erro ao processar a requisição',
  // The web app's last-resort screen when a page fails outside its sections' own boundaries
  pageFailed: 'Algo deu errado.',
  pageFailedDetail: 'Não foi possível abrir esta página agora. Tente novamente em instantes.',
} as const;

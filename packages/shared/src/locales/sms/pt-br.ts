/** The server's SMS texts, read by apps/api through i18next. */
export const smsPtBr = {
  confirmationCode: 'Stock Club: seu código de confirmação é {{code}}. Ele vale por 10 minutos.',
} as const;

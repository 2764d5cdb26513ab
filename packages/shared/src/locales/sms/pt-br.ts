/** The server's SMS texts, read by apps/api through packages/shared/src/translate.ts. */
export const smsPtBr = {
  confirmationCode: 'Stock Club: seu código de confirmação é {{code}}. Ele vale por 10 minutos.',
} as const;

import { TEXT_FIELD_MAX } from '../../constants.ts';

/** Messages of the contact forms' fields (B2B, sponsorship, talent bank). */
export const contactPtBr = {
  required: 'Campo obrigatório.',
  email: 'E-mail inválido.',
  mobile: 'Celular inválido: use o formato (DD) 99999-9999.',
  tooLong: `Máximo de ${TEXT_FIELD_MAX} caracteres.`,
  cep: 'CEP inválido: use o formato 99999-999.',
  url: 'Endereço inválido: informe um link completo (https://...).',
} as const;

import { ALT_OBRIGATORIO } from '@stockcar/shared/schemas/admin/comercial';
import { zodValidate } from './zod-validate.ts';
import type { z } from 'zod';

/**
 * A form `validate` from a contract, plus the rule the server checks across fields: an image
 * needs its alt text (`imagemAlt`), with the contract's message.
 */
export function validateWithAlt<S extends z.ZodType>(
  schema: S,
  prepare: (values: Record<string, unknown>) => Record<string, unknown>,
  extra: (values: Record<string, unknown>) => Record<string, string> = () => ({}),
) {
  const byContract = zodValidate(schema, prepare);
  return (values: Record<string, unknown>) => {
    const errors = byContract(values);
    if (Object.keys(errors).length > 0) return errors;
    const input = prepare(values);
    if (input.imagem && !input.imagemAlt) return { imagemAlt: ALT_OBRIGATORIO };
    return extra(input);
  };
}

import { z } from 'zod';
import { memberEmailField } from '../../validators/member-email.ts';
import { currentPasswordField } from '../../validators/password.ts';
import { clubePtBr } from '../../locales/clube/pt-br.ts';

/** A solved ALTCHA challenge as the client sends it: base64 of a few hundred characters. */
const captchaPayload = z
  .string({ error: clubePtBr.captchaInvalido })
  .max(1000, { error: clubePtBr.captchaInvalido });

export const LoginSchema = z.object({
  email: memberEmailField,
  senha: currentPasswordField,
  /** Asked for after repeated failures on the account (issue 12), never before. */
  captcha: captchaPayload.optional(),
});
export type Login = z.infer<typeof LoginSchema>;

import { Link } from '../../../components/link.tsx';
import { EsqueceuSenhaSchema } from '@stockcar/shared/schemas/clube/registro';
import { TextField } from '../../../components/form/fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { paths } from '../../../config/paths.ts';
import { CONTA_NS } from '../../../lib/club-i18n.ts';
import { useEsqueceuSenha } from '../api/esqueceu-senha.ts';
import { forgotFailureText } from '../utils/failure-texts.ts';
import { AccountForm } from './account-form.tsx';
import { SubmitRow } from './submit-row.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './account.css';

/** Asks for a reset link (fan-club.md §2, §8); the answer says to check the e-mail. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(CONTA_NS);
  const { form, valid } = useZodForm(EsqueceuSenhaSchema, { email: '' });
  const mutation = useEsqueceuSenha();
  if (mutation.isSuccess) {
    return (
      <div className="account" aria-live="polite">
        <p className="stockclub__lead">{mutation.data.mensagem}</p>
        <p className="account__text">{t('esqueci.validade')}</p>
        <div className="account__actions">
          <button type="button" className="button" onClick={() => mutation.reset()}>
            {t('esqueci.pedirOutro')}
          </button>
          <Link className="account__link" to={paths.stockclub.login}>
            {t('esqueci.voltar')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <AccountForm form={form} ready={valid} send={mutation} failureText={forgotFailureText}>
      <TextField
        control={form.control}
        name="email"
        label={t('esqueci.email')}
        unmarked
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <SubmitRow label={t('esqueci.enviar')} valid={valid} sending={mutation.isPending} />
      <Link className="account__link" to={paths.stockclub.login}>
        {t('esqueci.lembrou')}
      </Link>
    </AccountForm>
  );
}

import { ForgotPasswordForm } from '../../../features/conta/components/forgot-password-form.tsx';

/** `/stockclub/esqueci-minha-senha` (fan-club.md §2); members are sent to atualizar-senha. */
export default function EsqueciMinhaSenhaPage() {
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">Esqueci minha senha</h1>
      <p className="stockclub__lead">
        Informe o e-mail da sua conta do Stock Club: enviaremos um link para você criar uma nova
        senha.
      </p>
      <ForgotPasswordForm />
    </section>
  );
}

import { UpdatePasswordForm } from '../../../features/conta/components/update-password-form.tsx';

/** `/stockclub/atualizar-senha` (fan-club.md §2): login required (the route guard sees to it). */
export default function AtualizarSenhaPage() {
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">Atualizar senha</h1>
      <p className="stockclub__lead">
        Informe a senha atual e crie a nova. Depois da troca, entre novamente com a nova senha.
      </p>
      <UpdatePasswordForm />
    </section>
  );
}

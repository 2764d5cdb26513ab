import { LogoutCountdown } from '../../../features/conta/components/logout-countdown.tsx';

/** Logout this long after an e-mail change (fan-club.md §9). */
const EMAIL_CHANGE_LOGOUT_SECONDS = 15;

/** `/stockclub/pendente-ativacao` (fan-club.md §2): after an e-mail change, then the login. */
export default function PendenteAtivacaoPage() {
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">Ative o novo e-mail</h1>
      <p className="stockclub__lead">
        O e-mail da sua conta foi alterado. Enviamos um link de ativação para o novo endereço:
        abra-o para voltar a acessar o Stock Club.
      </p>
      <LogoutCountdown seconds={EMAIL_CHANGE_LOGOUT_SECONDS} large />
    </section>
  );
}

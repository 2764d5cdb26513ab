import { RouteNotice } from '../../../components/route-notice.tsx';
import { LoginForm } from '../../../features/autenticacao/components/login-form.tsx';

/**
 * `/stockclub/login`: the club landing with its benefits and the login form (fan-club.md §2).
 * A member already signed in is sent to the club home by the navigation guard.
 */
export default function StockclubLoginPage() {
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">Stock Club</h1>
      {/* Why the member is here again: an account deleted, a log out everywhere. */}
      <RouteNotice />
      <p className="stockclub__lead">O clube de fãs da Stock Car. Como sócio, você tem:</p>
      <ul className="stockclub__benefits">
        <li>descontos em ingressos e produtos;</li>
        <li>sorteios exclusivos;</li>
        <li>acesso aos bastidores.</li>
      </ul>
      <LoginForm />
    </section>
  );
}

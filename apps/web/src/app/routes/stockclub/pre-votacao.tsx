import { getPerfilQueryOptions } from '../../../lib/club/perfil-query.ts';
import { isSignedIn } from '../../../lib/session.ts';
import { PreVote } from '../../../features/fanpush/components/pre-vote.tsx';
import { warmingLoader } from '../lazy-page.ts';

/** Warms the profile the page decides on; a visitor is sent to the login by the guard. */
export const clientLoader = warmingLoader((queryClient) => {
  if (!isSignedIn()) return undefined;
  return [queryClient.ensureQueryData(getPerfilQueryOptions())];
});

/** `/stockclub/pre-votacao` (fan-club.md §4 Pre-vote), login required. */
export default function PreVotacaoPage() {
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">Fanpush</h1>
      <PreVote />
    </section>
  );
}

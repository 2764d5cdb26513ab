import type { QueryClient } from '@tanstack/react-query';
import { getPerfilQueryOptions } from '../../../lib/club/perfil-query.ts';
import { isSignedIn } from '../../../lib/session.ts';
import { PreVote } from '../../../features/fanpush/components/pre-vote.tsx';

/** Warms the profile the page decides on; a visitor is sent to the login by the guard. */
export const clientLoader = (queryClient: QueryClient) => async () => {
  if (!isSignedIn()) return null;
  await Promise.allSettled([queryClient.ensureQueryData(getPerfilQueryOptions())]);
  return null;
};

/** `/stockclub/pre-votacao` (fan-club.md §4 Pre-vote), login required. */
export default function PreVotacaoPage() {
  return (
    <section className="stockclub__panel">
      <h1 className="stockclub__title">Fanpush</h1>
      <PreVote />
    </section>
  );
}

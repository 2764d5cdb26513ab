import type { QueryClient } from '@tanstack/react-query';
import { getPerfilQueryOptions } from '../../../lib/club/perfil-query.ts';
import { isSignedIn } from '../../../lib/session.ts';
import { getFanpushQueryOptions } from '../../../features/fanpush/api/get-fanpush.ts';
import { VotePage } from '../../../features/fanpush/components/vote-page.tsx';

/** Warms the profile and the vote; failures are left to the page, which shows them. */
export const clientLoader = (queryClient: QueryClient) => async () => {
  if (!isSignedIn()) return null;
  await Promise.allSettled([
    queryClient.ensureQueryData(getPerfilQueryOptions()),
    queryClient.ensureQueryData(getFanpushQueryOptions()),
  ]);
  return null;
};

/** `/stockclub/votacao-fanpush` (fan-club.md §4 Fan vote), login required. */
export default function VotacaoFanpushPage() {
  return (
    <section className="stockclub__panel fanpush-page">
      <h1 className="stockclub__title">Votação Fanpush</h1>
      <VotePage />
    </section>
  );
}

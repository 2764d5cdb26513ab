import { getPerguntasRegistroQueryOptions } from '../../../features/registro/api/get-perguntas-registro.ts';
import { getPilotosFavoritosQueryOptions } from '../../../features/registro/api/get-pilotos-favoritos.ts';
import { SignupPage } from '../../../features/registro/components/signup-page.tsx';
import '../../../lib/club/signup-i18n.ts';
import { warmingLoader } from '../lazy-page.ts';

/**
 * Warms step 1's lists while the member fills step 0; a failure is left to the step, which
 * shows it with a retry button.
 */
export const clientLoader = warmingLoader((queryClient) => [
  queryClient.prefetchQuery(getPerguntasRegistroQueryOptions()),
  queryClient.prefetchQuery(getPilotosFavoritosQueryOptions()),
]);

/** /stockclub/cadastro (fan-club.md §2). */
export default function Page() {
  return <SignupPage />;
}

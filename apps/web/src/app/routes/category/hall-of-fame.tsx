import { resolveCategory } from '@stockcar/shared/categories';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getHallOfFameQueryOptions } from '../../../features/hall-of-fame/api/get-hall-of-fame.ts';
import { HallOfFame } from '../../../features/hall-of-fame/components/hall-of-fame.tsx';
import { QuizCall } from '../../../features/hall-of-fame/components/quiz-call.tsx';
import { portugueseTitlesT } from '../../../lib/titles-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { Section } from './route-helpers.tsx';
import { warmingLoader } from '../lazy-page.ts';

export const clientLoader = warmingLoader((queryClient) => [
  queryClient.ensureQueryData(getHallOfFameQueryOptions()),
]);

// The Pro Series' own name heads its champions, whatever category's frame shows them.
const PRO_SERIES = resolveCategory('proseries')?.name;

/** `/hall-of-fame` (fan-club.md §2): the Pro Series' champions, winners and veterans. */
export default function HallOfFamePage() {
  const category = useRouteCategory();
  return (
    <Page>
      {/* The club's pages are in Portuguese on every category (fan-club.md §1). */}
      <PageHeader title={portugueseTitlesT('hallOfFame')} subtitle={PRO_SERIES} />
      <Section>
        <HallOfFame />
      </Section>
      <QuizCall categoria={category.slug} />
    </Page>
  );
}

import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getHallOfFameQueryOptions } from '../../../features/hall-of-fame/api/get-hall-of-fame.ts';
import { HallOfFame } from '../../../features/hall-of-fame/components/hall-of-fame.tsx';
import { QuizCall } from '../../../features/hall-of-fame/components/quiz-call.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { Section } from './route-helpers.tsx';
import { warmingLoader } from '../lazy-page.ts';

export const clientLoader = warmingLoader((queryClient) => [
  queryClient.ensureQueryData(getHallOfFameQueryOptions()),
]);

/** `/hall-of-fame` (fan-club.md §2): the Pro Series' champions, winners and veterans. */
export default function HallOfFamePage() {
  const category = useRouteCategory();
  return (
    <Page>
      <PageHeader title="Hall da Fama" subtitle="Stock Car Pro Series" />
      <Section>
        <HallOfFame />
      </Section>
      <QuizCall categoria={category.slug} />
    </Page>
  );
}

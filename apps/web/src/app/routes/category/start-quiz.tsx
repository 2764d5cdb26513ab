import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoginForm } from '../../../features/autenticacao/components/login-form.tsx';
import { StartQuiz } from '../../../features/quiz/components/start-quiz.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';

/** `/start-quiz` (fan-club.md §2): the quiz's introduction and its way in. */
export default function StartQuizPage() {
  const category = useRouteCategory();
  return (
    <Page>
      <PageHeader title="Stock Quiz" subtitle="Quanto você sabe da Stock Car?" />
      <StartQuiz categoria={category.slug} login={<LoginForm stayOnPage />} />
    </Page>
  );
}

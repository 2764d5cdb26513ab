import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoginForm } from '../../../features/autenticacao/components/login-form.tsx';
import { StartQuiz } from '../../../features/quiz/components/start-quiz.tsx';
import { QUIZ_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { portugueseTitlesT } from '../../../lib/titles-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';

/** `/start-quiz` (fan-club.md §2): the quiz's introduction and its way in. */
export default function StartQuizPage() {
  const { t } = useTranslation(QUIZ_NS);
  const category = useRouteCategory();
  return (
    <Page>
      {/* The club's pages are in Portuguese on every category (fan-club.md §1). */}
      <PageHeader title={portugueseTitlesT('stockQuiz')} subtitle={t('startSubtitle')} />
      <StartQuiz categoria={category.slug} login={<LoginForm stayOnPage />} />
    </Page>
  );
}

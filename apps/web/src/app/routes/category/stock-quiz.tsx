import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoginForm } from '../../../features/autenticacao/components/login-form.tsx';
import { getQuizQueryOptions } from '../../../features/quiz/api/get-quiz.ts';
import { StockQuiz } from '../../../features/quiz/components/quiz.tsx';
import { portugueseTitlesT } from '../../../lib/titles-i18n.ts';
import { getUser } from '../../../lib/session.ts';
import { Section } from './route-helpers.tsx';

/** Warms the member's quiz state; a visitor without cpf gets the login prompt, no call. */
import { warmingLoader } from '../lazy-page.ts';

export const clientLoader = warmingLoader((queryClient) => {
  if (!getUser().cpf) return undefined;
  return [queryClient.ensureQueryData(getQuizQueryOptions())];
});

/** `/hall-of-fame/stock-quiz` (fan-club.md §2): one question at a time, then the result. */
export default function StockQuizPage() {
  return (
    <Page>
      {/* The club's pages are in Portuguese on every category (fan-club.md §1). */}
      <PageHeader
        title={portugueseTitlesT('stockQuiz')}
        subtitle={portugueseTitlesT('hallOfFame')}
      />
      <Section>
        <StockQuiz login={<LoginForm stayOnPage />} />
      </Section>
    </Page>
  );
}

import { AboutCategory } from '../../../features/categoria/components/about-category.tsx';
import { Page } from '../../../components/page.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { Section } from './route-helpers.tsx';

/** `/categoria`: about the category; its text is the category record the layout loads. */
export default function CategoriaPage() {
  const category = useRouteCategory();
  return (
    <Page>
      <Section>
        <AboutCategory category={category} />
      </Section>
    </Page>
  );
}

import { NotFoundContent } from '../layout/not-found-content.tsx';
import { SiteLayout } from '../layout/site-layout.tsx';
import { defaultCategory } from '../layout/use-route-category.ts';

/** Catch-all 404 in the default category's frame. */
export default function NotFoundPage() {
  return (
    <SiteLayout category={defaultCategory()}>
      <NotFoundContent />
    </SiteLayout>
  );
}

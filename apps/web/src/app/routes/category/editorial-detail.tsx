import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Page } from '../../../components/page.tsx';
import type { DetailProps } from '../../../features/noticias/components/detail-states.tsx';
import { NotFoundContent } from '../../layout/not-found-content.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { idParam, loaderCategory, Section } from './route-helpers.tsx';

type Warm = (queryClient: QueryClient, idCategoria: number, id: number) => Promise<unknown>;

/**
 * The article and gallery routes (`/noticia/:id`, `/galeria/:id`): the loader warms the screen's
 * query; a bad id, and the API's 404, show the category's not-found page.
 */
export function editorialDetailRoute(warm: Warm, Detail: ComponentType<DetailProps>) {
  const clientLoader =
    (queryClient: QueryClient) =>
    async ({ params }: LoaderFunctionArgs) => {
      const category = loaderCategory(params);
      const id = idParam(params.id);
      if (!category || id === undefined) return null;
      await Promise.allSettled([warm(queryClient, category.id, id)]);
      return null;
    };

  function DetailPage() {
    const category = useRouteCategory();
    const id = idParam(useParams().id);
    const notFound = <NotFoundContent homeSlug={category.slug} />;
    if (id === undefined) return notFound;
    return (
      <Page>
        <Section>
          <Detail category={category} id={id} notFound={notFound} />
        </Section>
      </Page>
    );
  }

  return { clientLoader, DetailPage };
}

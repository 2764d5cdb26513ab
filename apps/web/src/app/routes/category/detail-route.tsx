import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Category } from '@stockcar/shared/categories';
import { Page } from '../../../components/page.tsx';
import { NotFoundContent } from '../../layout/not-found-content.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, idParam, Section } from './route-helpers.tsx';

/** What a detail page shows for its path's id; `notFound` is for an id the API does not know. */
interface DetailPageProps {
  category: Category;
  id: number;
  notFound: ReactNode;
}

type Warm = (queryClient: QueryClient, idCategoria: number, id: number) => Promise<unknown>;

/**
 * A category page about one thing named by the path parameter `param` (`/noticia/:id`,
 * `/circuito/:idCircuito` …): the loader warms the screen's query; a bad id, and the API's 404,
 * show the category's not-found page. Each route module states only its query and its screen.
 */
export function detailRoute(param: string, warm: Warm, Detail: ComponentType<DetailPageProps>) {
  const clientLoader = categoryLoader((queryClient, category, { params }) => {
    const id = idParam(params[param]);
    return id === undefined ? undefined : [warm(queryClient, category.id, id)];
  });

  function DetailPage() {
    const category = useRouteCategory();
    const id = idParam(useParams()[param]);
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

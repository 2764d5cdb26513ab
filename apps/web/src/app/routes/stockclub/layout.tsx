import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getCategoriaQueryOptions } from '../../../features/categoria/api/get-categoria.ts';
import { getMenuQueryOptions } from '../../../features/categoria/api/get-menu.ts';
import { SiteLayout } from '../../layout/site-layout.tsx';
import { defaultCategory } from '../../layout/use-route-category.ts';
import './stockclub.css';

/** The club pages sit in the default category's frame (they have no category of their own). */
export const clientLoader = (queryClient: QueryClient) => async () => {
  const { id } = defaultCategory();
  await Promise.allSettled([
    queryClient.ensureQueryData(getCategoriaQueryOptions(id)),
    queryClient.ensureQueryData(getMenuQueryOptions(id)),
  ]);
  return null;
};

export default function StockclubLayout() {
  return (
    <SiteLayout category={defaultCategory()}>
      <div className="stockclub">
        <Outlet />
      </div>
    </SiteLayout>
  );
}

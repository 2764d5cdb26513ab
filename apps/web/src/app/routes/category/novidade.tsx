import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { getGaleriasFeedQueryOptions } from '../../../features/noticias/api/get-galerias.ts';
import { getNoticiasFeedQueryOptions } from '../../../features/noticias/api/get-noticias.ts';
import { GalleriesTab } from '../../../features/noticias/components/galleries-tab.tsx';
import { NewsTab } from '../../../features/noticias/components/news-tab.tsx';
import {
  newsListParams,
  newsListSearch,
  type NewsListParams,
  type NewsTabId,
} from '../../../features/noticias/utils/list-params.ts';
import {
  getTemporadasQueryOptions,
  seasonsFileFor,
} from '../../../features/temporadas/api/get-temporadas.ts';
import { SeasonSelect } from '../../../features/temporadas/components/season-select.tsx';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export const clientLoader = categoryLoader((queryClient, category, { request }) => {
  const list = newsListParams(new URL(request.url).searchParams, category.slug);
  return [
    list.aba === 'galerias'
      ? queryClient.ensureInfiniteQueryData(getGaleriasFeedQueryOptions(category.id, list.ano))
      : queryClient.ensureInfiniteQueryData(
          getNoticiasFeedQueryOptions(category.id, { busca: list.busca, ano: list.ano }),
        ),
    queryClient.ensureQueryData(getTemporadasQueryOptions(seasonsFileFor(category.slug))),
  ];
});

/**
 * `/novidade`: news and galleries tabs, the news search and the season select (public-site.md
 * §2.5). e-stock's season is fixed, so it has no select, as on its stages page.
 */
export default function NovidadePage() {
  const { t } = useTranslation(EDITORIAL_NS);
  const category = useRouteCategory();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = newsListParams(searchParams, category.slug);
  const update = (changes: Partial<NewsListParams>) =>
    setSearchParams(newsListSearch({ ...list, ...changes }), {
      replace: true,
      preventScrollReset: true,
    });
  const tabs = [
    { id: 'noticias' as const, label: t('news.tabNews') },
    { id: 'galerias' as const, label: t('news.tabGalleries') },
  ];
  return (
    <Page>
      <PageHeader title={t('news.title')} subtitle={t('news.subtitle', { ano: list.ano })}>
        {category.slug !== 'e-stock' && (
          <SeasonSelect
            file={seasonsFileFor(category.slug)}
            value={list.ano}
            onChange={(ano) => update({ ano })}
          />
        )}
      </PageHeader>
      <Tabs<NewsTabId>
        label={t('news.tabs')}
        tabs={tabs}
        selected={list.aba}
        onSelect={(aba) => update({ aba })}
      >
        <Section>
          {list.aba === 'noticias' ? (
            <NewsTab
              category={category}
              busca={list.busca}
              ano={list.ano}
              onSearch={(busca) => update({ busca })}
            />
          ) : (
            <GalleriesTab category={category} ano={list.ano} />
          )}
        </Section>
      </Tabs>
    </Page>
  );
}

import { lazy, Suspense, type ComponentType } from 'react';
import type { Category } from '@stockcar/shared/categories';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { getBannersQueryOptions } from '../../../features/banner/api/get-banners.ts';
import { getPopupQueryOptions } from '../../../features/banner/api/get-popup.ts';
import { BannerCarousel } from '../../../features/banner/components/banner-carousel.tsx';
import { getProximaEtapaQueryOptions } from '../../../features/etapa/api/get-proxima-etapa.ts';
import { NextStageBanner } from '../../../features/etapa/components/next-stage-banner.tsx';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { homeBlocks, type HomeBlock } from './home-blocks.ts';
import { categoryLoader } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './home.css';

// The popup shows POPUP_DELAY_MS after load at the earliest: it (and the shared Modal) need not
// be in the first download (e2e/bundle-size.test.ts). Its data is warmed by the loader below.
const HomePopup = lazy(() =>
  import('../../../features/banner/components/home-popup.tsx').then((m) => ({
    default: m.HomePopup,
  })),
);

export const clientLoader = categoryLoader((queryClient, category) => {
  void queryClient.prefetchQuery(getPopupQueryOptions(category.id));
  return [
    queryClient.ensureQueryData(getProximaEtapaQueryOptions(category.id)),
    queryClient.ensureQueryData(getBannersQueryOptions(category.id)),
  ];
});

/*
 * The racing and news blocks sit below the fold: each is its own chunk, fetched when the home
 * renders, so the first download stays within its budget (e2e/bundle-size.test.ts). `slot` is a
 * block's place among the home's blocks of the same kind (the two related-news blocks).
 */
type CategoryBlock = ComponentType<{ category: Category; slot: number }>;
const newsBlocks = () => import('../../../features/noticias/components/home-news.tsx');
const LAZY_BLOCKS: Partial<Record<HomeBlock, CategoryBlock>> = {
  noticias: lazy(() => newsBlocks().then((m) => ({ default: m.HomeNews }))),
  'noticias-relacionadas': lazy(() => newsBlocks().then((m) => ({ default: m.RelatedNews }))),
  'ultimas-corridas': lazy(() =>
    import('../../../features/etapa/components/last-races.tsx').then((m) => ({
      default: m.LastRaces,
    })),
  ),
  'classificacao-geral': lazy(() => import('./home-standings.tsx')),
  'fan-push': lazy(() =>
    import('../../../features/fanpush/components/fanpush-winners.tsx').then(
      ({ FanpushWinners }) => ({ default: () => <FanpushWinners /> }),
    ),
  ),
  maquinas: lazy(() =>
    import('../../../features/montadora/components/machines.tsx').then(({ Machines }) => ({
      default: () => <Machines />,
    })),
  ),
};

interface LazyBlockProps {
  block: HomeBlock;
  category: Category;
  slot: number;
}

function LazyBlock({ block, category, slot }: LazyBlockProps) {
  const { t } = useTranslation();
  const Block = LAZY_BLOCKS[block];
  if (!Block) return null; // a slot a later issue fills
  return (
    <div className="home__block">
      <SectionBoundary fallback={t('section.error')}>
        <Suspense fallback={<Spinner label={t('common.loading')} size="large" />}>
          <Block category={category} slot={slot} />
        </Suspense>
      </SectionBoundary>
    </div>
  );
}

/** The category home (public-site.md §2.3); empty slots are filled by later issues. */
export default function HomePage() {
  const { t } = useTranslation();
  const category = useRouteCategory();
  const fallback = t('section.error');
  return (
    <div className="home">
      <h1 className="visually-hidden">{category.name}</h1>
      <section className="home__next-stage" data-block="proxima-etapa">
        <SectionBoundary fallback={fallback}>
          <NextStageBanner idCategoria={category.id} />
        </SectionBoundary>
      </section>
      <SectionBoundary fallback={fallback}>
        <Suspense fallback={null}>
          <HomePopup idCategoria={category.id} />
        </Suspense>
      </SectionBoundary>
      <section className="home__banners" data-block="banners">
        <SectionBoundary fallback={fallback}>
          <BannerCarousel idCategoria={category.id} />
        </SectionBoundary>
      </section>
      {homeBlocks(category.slug).map((block, index, blocks) => (
        <section key={`${block}-${index}`} data-block={block}>
          <LazyBlock
            block={block}
            category={category}
            slot={blocks.slice(0, index).filter((other) => other === block).length}
          />
        </section>
      ))}
    </div>
  );
}

import { Link } from '../../../components/link.tsx';
import { resolveCategory, type Category } from '@stockcar/shared/categories';
import { NEWS_PAGE_SIZE_HOME, RELATED_NEWS_SIZE } from '@stockcar/shared/constants';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { useNoticias, type NoticiasFilter } from '../api/get-noticias.ts';
import { relatedNewsBlocks, relatedTitleKey } from '../utils/related-news.ts';
import { NewsCard } from './news-card.tsx';
import './editorial.css';
import './home-news.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

interface NewsBlockProps {
  /** The category whose news the block reads and whose articles it links to. */
  fonte: Category;
  filter: NoticiasFilter;
  empty: string;
  variant: 'news' | 'related';
}

function NewsBlockBody({ fonte, filter, empty, variant }: NewsBlockProps) {
  const { t } = useTranslation(EDITORIAL_NS);
  const query = useNoticias(fonte.id, filter);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
  });
  if (!shown.ready) return shown.screen;
  if (shown.data.resultado.length === 0) return <Notice>{empty}</Notice>;
  return (
    <ul className={`card-grid home-news__grid home-news__grid--${variant}`}>
      {shown.data.resultado.map((noticia) => (
        <li key={noticia.id}>
          <NewsCard noticia={noticia} href={paths.category.noticia(fonte.slug, noticia.id)} />
        </li>
      ))}
    </ul>
  );
}

/** Home block: the category's latest 5 news, page 1 (public-site.md §2.3 and §9). */
export function HomeNews({ category }: { category: Category }) {
  const { t } = useTranslation(EDITORIAL_NS);
  return (
    <div className="home-news">
      <PageHeader level={2} title={t('news.home')}>
        <Link
          className="section-link editorial-link"
          to={paths.category.novidades.href(category.slug)}
        >
          {t('news.seeAll')}
        </Link>
      </PageHeader>
      <NewsBlockBody
        fonte={category}
        filter={{ tamanhoPagina: NEWS_PAGE_SIZE_HOME }}
        empty={t('news.homeEmpty')}
        variant="news"
      />
    </div>
  );
}

/**
 * Home block: related news, 4 items of page 1 searched by the source category's tag, with its
 * title (public-site.md §9). `slot` is the block's place among the home's related blocks.
 */
export function RelatedNews({ category, slot }: { category: Category; slot: number }) {
  const { t } = useTranslation(EDITORIAL_NS);
  const block = relatedNewsBlocks(category.slug)[slot];
  const fonte = block && resolveCategory(block.fonte);
  if (!block || !fonte) return null;
  return (
    <div className="home-news home-news--related">
      <PageHeader level={2} title={t(`related.${relatedTitleKey(block.fonte)}`)} />
      <NewsBlockBody
        fonte={fonte}
        filter={{ tamanhoPagina: RELATED_NEWS_SIZE, busca: block.tag }}
        empty={t('related.empty')}
        variant="related"
      />
    </div>
  );
}

import { Link } from '../../../components/link.tsx';
import type { Noticia } from '@stockcar/shared/schemas/noticias';
import { Html } from '../../../components/html.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { TagList } from '../../../components/tag-list.tsx';
import { paths } from '../../../config/paths.ts';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useNoticia } from '../api/get-noticia.ts';
import { DetailStates, type DetailProps } from './detail-states.tsx';
import { formatPublicationDate } from '../utils/publication-date.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './editorial.css';
import './news-article.css';

/** The cover spans the article, at most 52rem wide (news-article.css). */
const COVER_SIZES = '(min-width: 52rem) 52rem, 100vw';

function Article({ noticia, slug }: { noticia: Noticia; slug: string }) {
  const { t } = useTranslation(EDITORIAL_NS);
  return (
    <article className="article">
      <header className="article__header">
        <p className="article__date">
          {t('news.published')}{' '}
          <time dateTime={noticia.dataPublicacao}>
            {formatPublicationDate(noticia.dataPublicacao)}
          </time>
        </p>
        <h1 className="display article__title">{noticia.titulo}</h1>
      </header>
      {noticia.imagemNoticia && (
        <ResponsiveImage
          className="news-image"
          src={noticia.imagemNoticia}
          alt=""
          width={1280}
          height={720}
          sizes={COVER_SIZES}
          loading="eager"
          // The article's largest paint (Lighthouse): fetched ahead of the page's other images.
          fetchPriority="high"
        />
      )}
      <Html className="article__text" html={noticia.texto} />
      <TagList
        tags={noticia.tags}
        label={t('news.tags')}
        href={(tag) => paths.category.novidades.href(slug, { busca: tag })}
      />
      <Link className="section-link editorial-link" to={paths.category.novidades.href(slug)}>
        {t('news.allNews')}
      </Link>
    </article>
  );
}

/**
 * The article (public-site.md §2.5): image, title, date only, sanitised text and tags. The
 * document title becomes the headline; the server already filled the Open Graph tags of this
 * URL's HTML and nothing here touches them.
 */
export function NewsArticle({ category, id, notFound }: DetailProps) {
  const query = useNoticia(category.id, id);
  usePageTitle(query.data?.titulo);
  return (
    <DetailStates query={query} notFound={notFound}>
      {(noticia) => <Article noticia={noticia} slug={category.slug} />}
    </DetailStates>
  );
}

import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import type { Noticia } from '@stockcar/shared/schemas/noticias';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { formatPublicationDate } from '../utils/publication-date.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './editorial.css';
import './news-card.css';

interface CardProps {
  href: string;
  title: string;
  image: string | undefined;
  /** A line under the image: the date, the photo count. */
  meta: ReactNode;
  level: 2 | 3;
}

/** A card's width in the card grid: the page's width alone, about 26rem beside others. */
export const CARD_SIZES = '(min-width: 36rem) 26rem, 100vw';

/**
 * A news or gallery card. The title is the link, stretched over the whole card, so a screen
 * reader hears the headline once instead of the card's every line.
 */
export function Card({ href, title, image, meta, level }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="news-card">
      {image ? (
        <ResponsiveImage
          className="news-image"
          src={image}
          alt=""
          width={640}
          height={360}
          sizes={CARD_SIZES}
        />
      ) : (
        <span className="news-image news-image--empty" aria-hidden="true" />
      )}
      <div className="news-card__body">
        <p className="news-card__meta">{meta}</p>
        <Heading className="display news-card__title">
          <Link className="news-card__link" to={href}>
            {title}
          </Link>
        </Heading>
      </div>
    </article>
  );
}

/** A news card: image, date (dd/mm/yyyy) and headline linking to the article. */
export function NewsCard({
  noticia,
  href,
  level = 3,
}: {
  noticia: Noticia;
  href: string;
  level?: 2 | 3;
}) {
  const { t } = useTranslation(EDITORIAL_NS);
  return (
    <Card
      href={href}
      title={noticia.titulo}
      image={noticia.imagemNoticia || undefined}
      level={level}
      meta={
        <>
          <span className="visually-hidden">{t('news.published')} </span>
          <time dateTime={noticia.dataPublicacao}>
            {formatPublicationDate(noticia.dataPublicacao)}
          </time>
        </>
      }
    />
  );
}

import { Link } from '../../../components/link.tsx';
import { SITE_TIME_ZONE } from '@stockcar/shared/dates';
import type { PilotoDetalhe } from '@stockcar/shared/schemas/racing';
import { paths } from '../../../config/paths.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface DriverNewsProps {
  slug: string;
  noticias: PilotoDetalhe['noticias'];
}

/** The driver's latest news; the page shows it only when there is some. */
export function DriverNews({ slug, noticias }: DriverNewsProps) {
  const { t, i18n } = useTranslation(RACING_NS);
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'pt-BR', {
    dateStyle: 'medium',
    timeZone: SITE_TIME_ZONE, // shown in Brazil's time (DESIGN.md)
  });
  return (
    <section className="driver__news" aria-labelledby="ultimas-noticias">
      <h2 id="ultimas-noticias" className="section-title">
        {t('drivers.latestNews')}
      </h2>
      <ul className="card-grid driver__news-list">
        {noticias.map((noticia) => (
          <li key={noticia.id}>
            <Link to={paths.category.noticia(slug, noticia.id)} className="driver__news-item">
              <img
                src={noticia.imagemNoticia}
                alt=""
                width={400}
                height={225}
                loading="lazy"
                decoding="async"
              />
              <span className="driver__news-title">{noticia.titulo}</span>
              <time dateTime={noticia.dataPublicacao}>
                {format.format(new Date(noticia.dataPublicacao))}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

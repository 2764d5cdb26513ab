import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import type { PaginaEvento } from '@stockcar/shared/schemas/pagina-evento';
import { Html } from '../../../components/html.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TagList } from '../../../components/tag-list.tsx';
import { paths } from '../../../config/paths.ts';
import { INSTITUTIONAL_NS } from '../../../lib/institutional-i18n.ts';
import { EVENT_CATEGORY_SLUG } from '../utils/event-category.ts';
import { EventArt } from './event-art.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './event-page.css';

const searchNews = (tag: string) =>
  paths.category.novidades.href(EVENT_CATEGORY_SLUG, { busca: tag });

function Section({ section }: { section: PaginaEvento['secoes'][number] }) {
  return (
    <section className="event__section">
      <h2>{section.titulo}</h2>
      {/* Paragraphs and lists the newsroom wrote in the console (sanitised HTML). */}
      <Html html={section.texto} />
    </section>
  );
}

interface EventPageProps {
  content: PaginaEvento;
  /** Calls to action under the lead (the festival's ticket link). */
  actions?: ReactNode;
}

/** An event page or history article of the pro series (public-site.md §2.3). */
export function EventPage({ content, actions }: EventPageProps) {
  const { t } = useTranslation(INSTITUTIONAL_NS);
  return (
    <article className="event">
      <EventArt scene={content.cena} label={content.descricaoCena} />
      <div className="event__header">
        <PageHeader title={content.titulo} subtitle={content.chamada} />
        <p className="event__lead">{content.linhaFina}</p>
        {actions}
      </div>
      {content.fatos.length > 0 && (
        <section className="event__facts" aria-labelledby="event-facts">
          <h2 id="event-facts">{t('events.facts')}</h2>
          <dl>
            {content.fatos.map((fact) => (
              <div key={fact.rotulo}>
                <dt>{fact.rotulo}</dt>
                <dd>{fact.valor}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {content.secoes.map((section, index) => (
        <Section key={index} section={section} />
      ))}
      {content.tags.length > 0 && (
        // Each tag searches the news for itself, like an article's tags.
        <TagList tags={content.tags} label={t('events.tags')} href={searchNews} />
      )}
      {content.relacionados.length > 0 && (
        <nav className="event__related" aria-label={t('events.related')}>
          <h2>{t('events.related')}</h2>
          <ul>
            {content.relacionados.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.rotulo}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

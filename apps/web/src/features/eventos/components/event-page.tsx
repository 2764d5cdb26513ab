import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { TagList } from '../../../components/tag-list.tsx';
import { paths } from '../../../config/paths.ts';
import { INSTITUTIONAL_NS } from '../../../lib/institutional-i18n.ts';
import type { EventContent, EventSection } from '../content/event-types.ts';
import { EVENT_CATEGORY_SLUG } from '../utils/event-category.ts';
import { EventArt } from './event-art.tsx';
import './event-page.css';

const searchNews = (tag: string) =>
  paths.category.novidades.href(EVENT_CATEGORY_SLUG, { busca: tag });

function Section({ section }: { section: EventSection }) {
  return (
    <section className="event__section">
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface EventPageProps {
  content: EventContent;
  /** Calls to action under the lead (the festival's ticket link). */
  actions?: ReactNode;
}

/** An event page or history article of the pro series (public-site.md §2.3). */
export function EventPage({ content, actions }: EventPageProps) {
  const { t } = useTranslation(INSTITUTIONAL_NS);
  return (
    <article className="event">
      <EventArt scene={content.scene} label={content.sceneLabel} />
      <div className="event__header">
        <PageHeader title={content.title} subtitle={content.kicker} />
        <p className="event__lead">{content.lead}</p>
        {actions}
      </div>
      {content.facts && (
        <section className="event__facts" aria-labelledby="event-facts">
          <h2 id="event-facts">{t('events.facts')}</h2>
          <dl>
            {content.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {content.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      {content.tags && (
        // Each tag searches the news for itself, like an article's tags.
        <TagList tags={content.tags} label={t('events.tags')} href={searchNews} />
      )}
      {content.related && (
        <nav className="event__related" aria-label={t('events.related')}>
          <h2>{t('events.related')}</h2>
          <ul>
            {content.related.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

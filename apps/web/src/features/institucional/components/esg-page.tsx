import { PageHeader } from '../../../components/page-header.tsx';
import { INSTITUTIONAL_NS } from '../../../lib/institutional-i18n.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import { esgContent } from '../content/esg.ts';
import type { EsgPillar } from '../content/esg-types.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './esg-page.css';
import './institutional.css';

function Pillar({ pillar }: { pillar: EsgPillar }) {
  const headingId = `esg-${pillar.id}`;
  return (
    <section className="esg__pillar" aria-labelledby={headingId}>
      <header className="esg__pillar-header">
        <span className="esg__letter" aria-hidden="true">
          {pillar.letter}
        </span>
        <div>
          <h2 id={headingId}>{pillar.title}</h2>
          <p>{pillar.intro}</p>
        </div>
      </header>
      <ul className="esg__initiatives">
        {pillar.initiatives.map((initiative) => (
          <li key={initiative.title} className="esg__initiative">
            <h3>{initiative.title}</h3>
            <p>{initiative.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/esg`: the series' environmental, social and governance initiatives (public-site.md §2.3). */
export function EsgPage() {
  const { t } = useTranslation(INSTITUTIONAL_NS);
  const content = esgContent(getActiveLanguage());
  return (
    <article className="institutional esg">
      <PageHeader title={content.title} subtitle={content.subtitle} />
      <p className="institutional__lead">{content.lead}</p>
      <nav aria-label={t('esg.pillars')}>
        <ul className="esg__nav">
          {content.pillars.map((pillar) => (
            <li key={pillar.id}>
              <a href={`#esg-${pillar.id}`}>
                <span aria-hidden="true">{pillar.letter}</span> {pillar.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {content.pillars.map((pillar) => (
        <Pillar key={pillar.id} pillar={pillar} />
      ))}
      <section className="institutional__card" aria-labelledby="esg-metas">
        <h2 id="esg-metas">{t('esg.goals')}</h2>
        <ul>
          {content.goals.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}

import { useId, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import type { Category } from '@stockcar/shared/categories';
import type { Etapa } from '@stockcar/shared/schemas/etapa';
import { AddToCalendarLink } from '../../../components/calendar/add-to-calendar-link.tsx';
import { RaceStartTime } from '../../../components/calendar/race-start-time.tsx';
import { paths } from '../../../config/paths.ts';
import { stageCalendarUrl } from '../../../lib/calendar/calendar-links.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { getTicketButton, type TicketButton } from '../../../lib/session.ts';
import { hasScheduleLink, isGpSaoPaulo, stageAction } from '../utils/stage-rules.ts';
import { RaceTabs } from './race-tabs.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

interface StageCardProps {
  category: Category;
  etapa: Etapa;
  /**
   * The category's flag from its cached answer (what its layout's loader stores, public-site.md
   * §4): the same on the server and on hydration, which the stored copy is not.
   */
  categoryTicketButton?: TicketButton;
}

function StageActions({ category, etapa, categoryTicketButton }: StageCardProps) {
  const { t } = useTranslation(RACING_NS);
  // Session storage is read once per card; the flag does not change while a page is open.
  const [stored] = useState(getTicketButton);
  const ticketButton = categoryTicketButton ?? stored;
  const action = stageAction(etapa, ticketButton);
  const schedule = hasScheduleLink(etapa);
  const calendar = !etapa.finalizada;
  if (action.kind === 'none' && !schedule && !calendar) return null;
  return (
    <div className="stage-card__actions">
      {action.kind === 'ticket' && (
        <a className="button" href={action.href} target="_blank" rel="noopener noreferrer">
          {t('common.buyTicket')}
        </a>
      )}
      {action.kind === 'learn-more' && (
        <Link className="button" to={paths.category.circuito.href(category.slug, etapa.idCircuito)}>
          {t('stages.learnMore')}
        </Link>
      )}
      {schedule && (
        <Link
          className="section-link stage-card__schedule"
          to={paths.category.programacao.href(category.slug, etapa.idCircuito)}
        >
          {t('stages.schedule')}
        </Link>
      )}
      {calendar && (
        <AddToCalendarLink href={stageCalendarUrl(etapa.idEtapa)} label={t('calendar.add')} />
      )}
    </div>
  );
}

/** One stage of the calendar (public-site.md §2.5, all stages). */
export function StageCard({ category, etapa, categoryTicketButton }: StageCardProps) {
  const { t } = useTranslation(RACING_NS);
  const status = etapa.proxima ? 'next' : etapa.finalizada ? 'finished' : 'upcoming';
  const circuitHref = paths.category.circuito.href(category.slug, etapa.idCircuito);
  const titleId = useId();
  return (
    <article className={`stage-card stage-card--${status}`} aria-labelledby={titleId}>
      <Link to={circuitHref} className="stage-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={etapa.imagemCircuito}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <time className="stage-card__date" dateTime={etapa.dataEtapa}>
        <span className="stage-card__day">{etapa.dataDia}</span>
        <span className="stage-card__month">{etapa.dataMes}</span>
        <span className="stage-card__year">{etapa.dataAno}</span>
      </time>
      <div className="stage-card__body">
        {status !== 'upcoming' && (
          <p className="stage-card__badge">
            {status === 'next' ? t('stages.next') : t('stages.finished')}
          </p>
        )}
        <h2 className="display stage-card__title" id={titleId}>
          {etapa.etapa}
        </h2>
        {isGpSaoPaulo(category.slug, etapa) && (
          <p className="stage-card__gp">{t('stages.gpSaoPaulo')}</p>
        )}
        <p className="stage-card__circuit">
          <Link to={circuitHref}>{etapa.circuito}</Link>
        </p>
        <p className="stage-card__city">{etapa.cidade}</p>
        {!etapa.finalizada && <RaceStartTime iso={etapa.dataEtapa} className="stage-card__time" />}
        <RaceTabs etapa={etapa} />
        <StageActions
          category={category}
          etapa={etapa}
          categoryTicketButton={categoryTicketButton}
        />
      </div>
    </article>
  );
}

import { useLocation, useNavigate } from 'react-router';
import type { Category } from '@stockcar/shared/categories';
import type { CircuitoDetalhe } from '@stockcar/shared/schemas/racing';
import { CachedAge } from '../../../components/cached-age.tsx';
import { AddToCalendarLink } from '../../../components/calendar/add-to-calendar-link.tsx';
import { RaceStartTime } from '../../../components/calendar/race-start-time.tsx';
import { Html } from '../../../components/html.tsx';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { scheduleDayCalendarUrl, stageCalendarUrl } from '../../../lib/calendar/calendar-links.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { stageNumber } from '../../../lib/stage-number.ts';
import { circuitoPath, useCircuito } from '../api/get-circuito.ts';
import { WhereToWatch } from './where-to-watch.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './circuit-panel.css';
import './circuit-schedule.css';

type Proxima = NonNullable<CircuitoDetalhe['proximaEtapa']>;

/** The stage the schedule is for: 'Etapa N', circuit, date, qualifying, tickets (§2.5). */
function NextStage({ proxima, circuito }: { proxima: Proxima; circuito: string }) {
  const { t } = useTranslation(RACING_NS);
  const number = stageNumber(proxima.etapa);
  return (
    <section className="schedule__stage" aria-labelledby="etapa-da-programacao">
      <p className="kicker schedule__kicker">{t('schedule.nextRound')}</p>
      <h2 id="etapa-da-programacao" className="display schedule__stage-title">
        {number === undefined ? proxima.etapa : t('schedule.stage', { number })}
      </h2>
      <p className="schedule__circuit">{circuito}</p>
      <p className="schedule__date">
        {proxima.dataDia} {proxima.dataMes}
      </p>
      <RaceStartTime iso={proxima.dataEtapa} />
      {proxima.horaClassificacao && (
        <p>{t('schedule.qualifying', { hora: proxima.horaClassificacao })}</p>
      )}
      <AddToCalendarLink href={stageCalendarUrl(proxima.idEtapa)} label={t('calendar.add')} />
      {proxima.urlTickets && (
        <a className="button" href={proxima.urlTickets} target="_blank" rel="noopener noreferrer">
          {t('schedule.ticket')}
        </a>
      )}
    </section>
  );
}

/** 'Nenhuma programação encontrada!' and a way back (to the calendar on a first visit). */
function Empty({ slug }: { slug: string }) {
  const { t } = useTranslation(RACING_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const back = () =>
    location.key === 'default' ? navigate(paths.category.etapas.href(slug)) : navigate(-1);
  return (
    <div className="schedule__empty">
      <Notice>{t('schedule.empty')}</Notice>
      <button type="button" className="button" onClick={() => void back()}>
        {t('common.back')}
      </button>
    </div>
  );
}

function Schedule({ circuito }: { circuito: CircuitoDetalhe }) {
  const { t, i18n } = useTranslation(RACING_NS);
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'pt-BR', {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC', // dataProgramacao is a calendar date (YYYY-MM-DD), not an instant
  });
  return (
    <div className="schedule">
      <div className="schedule__days">
        <h2 className="visually-hidden">{t('schedule.days')}</h2>
        {circuito.programacoes.map((dia) => (
          <section
            key={dia.idProgramacao}
            className="circuit-panel schedule__day"
            aria-labelledby={`dia-${dia.idProgramacao}`}
          >
            <p className="display schedule__day-date">
              <span id={`dia-${dia.idProgramacao}`}>{dia.diaProgramacao}</span>
              <time dateTime={dia.dataProgramacao}>
                {date.format(new Date(dia.dataProgramacao))}
              </time>
            </p>
            <Html html={dia.htmlProgramacao} />
            {circuito.proximaEtapa && (
              <AddToCalendarLink
                className="schedule__day-calendar"
                href={scheduleDayCalendarUrl(circuito.proximaEtapa.idEtapa, dia.idProgramacao)}
                label={t('calendar.add')}
              />
            )}
          </section>
        ))}
      </div>
      <aside className="schedule__side">
        {circuito.proximaEtapa && (
          <NextStage proxima={circuito.proximaEtapa} circuito={circuito.circuito} />
        )}
        <WhereToWatch canais={circuito.ondeAssistir} />
      </aside>
    </div>
  );
}

/** A circuit's schedule page (public-site.md §2.5, schedule page). */
export function CircuitSchedule({
  category,
  idCircuito,
}: {
  category: Category;
  idCircuito: number;
}) {
  const { t } = useTranslation(RACING_NS);
  const query = useCircuito(idCircuito, category.id);
  usePageTitle(query.data && `${t('schedule.title')} · ${query.data.circuito}`);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
  });
  return (
    <>
      {/* The heading waits for the first answer, then stays through a failure. */}
      {!query.isPending && (
        <PageHeader title={t('schedule.title')} subtitle={query.data?.circuito} />
      )}
      {!shown.ready ? (
        shown.screen
      ) : shown.data.programacoes.length === 0 ? (
        <Empty slug={category.slug} />
      ) : (
        <Schedule circuito={shown.data} />
      )}
      {shown.ready && <CachedAge path={circuitoPath(idCircuito, category.id)} />}
    </>
  );
}

import type { ReactNode } from 'react';
import type { Etapa } from '@stockcar/shared/schemas/etapa';
import { CachedAge } from '../../../components/cached-age.tsx';
import { Countdown } from '../../../components/countdown/countdown.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { proximaEtapaPath, useProximaEtapa } from '../api/get-proxima-etapa.ts';
import { stageNumber } from '../../../lib/stage-number.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../components/hero.css';
import './next-stage-banner.css';

const TIME_ZONE = 'America/Sao_Paulo'; // times are shown in Brazil's time (DESIGN.md)

/** Something to do about the stage (the schedule page's link), under its date. */
type RenderAction = (etapa: Etapa) => ReactNode;

interface StageDetailsProps {
  etapa: Etapa;
  idCategoria: number;
  renderAction?: RenderAction;
}

function StageDetails({ etapa, idCategoria, renderAction }: StageDetailsProps) {
  const { t, i18n } = useTranslation();
  const number = stageNumber(etapa.etapa);
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'pt-BR', {
    dateStyle: 'full',
    timeZone: TIME_ZONE,
  }).format(new Date(etapa.dataEtapa));
  return (
    <div
      className="hero next-stage"
      style={
        etapa.imagemCircuito ? { backgroundImage: `url("${etapa.imagemCircuito}")` } : undefined
      }
    >
      <div className="next-stage__info">
        <p className="kicker next-stage__kicker">{t('nextStage.title')}</p>
        <h2 className="display next-stage__title">
          {number === undefined ? etapa.etapa : t('nextStage.stage', { number })}
        </h2>
        <p className="next-stage__circuit">{etapa.circuito}</p>
        <p className="next-stage__city">{etapa.cidade}</p>
        <p className="next-stage__date">
          <span className="next-stage__day" aria-hidden="true">
            {etapa.dataDia} {etapa.dataMes}
          </span>
          <time dateTime={etapa.dataEtapa}>{date}</time>
        </p>
        {renderAction?.(etapa)}
        <CachedAge path={proximaEtapaPath(idCategoria)} />
      </div>
      <Countdown
        target={etapa.dataEtapa}
        label={t('nextStage.countdown')}
        unitLabels={{
          days: t('nextStage.days'),
          hours: t('nextStage.hours'),
          minutes: t('nextStage.minutes'),
          seconds: t('nextStage.seconds'),
        }}
      />
    </div>
  );
}

/** The home's next-round banner with its countdown (public-site.md §2.3). */
export function NextStageBanner({
  idCategoria,
  renderAction,
}: {
  idCategoria: number;
  renderAction?: RenderAction;
}) {
  const { t } = useTranslation();
  const query = useProximaEtapa(idCategoria);
  if (query.isPending) {
    return (
      <div className="hero next-stage next-stage--pending">
        <Spinner label={t('common.loading')} size="large" />
      </div>
    );
  }
  if (query.isError) return <Notice variant="danger">{t('nextStage.error')}</Notice>;
  if (!query.data) return <Notice>{t('nextStage.empty')}</Notice>;
  return <StageDetails etapa={query.data} idCategoria={idCategoria} renderAction={renderAction} />;
}

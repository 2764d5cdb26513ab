import type { Category } from '@stockcar/shared/categories';
import type { CircuitoDetalhe } from '@stockcar/shared/schemas/racing';
import { Html } from '../../../components/html.tsx';
import { PlayIcon } from '../../../components/page-icons.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useCircuito } from '../api/get-circuito.ts';
import { CircuitStats } from './circuit-stats.tsx';
import { WhereToWatch } from './where-to-watch.tsx';
import '../../../components/hero.css';
import './circuit-panel.css';
import './circuit-detail.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The next stage here: its city and a ticket link, or 'Em breve' (public-site.md §2.5). */
function NextStage({ circuito }: { circuito: CircuitoDetalhe }) {
  const { t } = useTranslation(RACING_NS);
  const proxima = circuito.proximaEtapa;
  return (
    <section className="circuit-panel" aria-labelledby="proxima-etapa-circuito">
      <h2 id="proxima-etapa-circuito" className="section-title section-title--compact">
        {t('circuits.nextStage')}
      </h2>
      {proxima && (
        <p className="circuit__next-stage">
          <span className="display circuit__next-date">
            {proxima.dataDia} {proxima.dataMes}
          </span>
          <span>
            {proxima.etapa} · {proxima.cidade}
          </span>
        </p>
      )}
      {proxima?.urlTickets ? (
        <a className="button" href={proxima.urlTickets} target="_blank" rel="noopener noreferrer">
          {t('common.buyTicket')}
        </a>
      ) : (
        <p className="circuit__soon">{t('common.soon')}</p>
      )}
    </section>
  );
}

function Video({ circuito }: { circuito: CircuitoDetalhe }) {
  const { t } = useTranslation(RACING_NS);
  if (!circuito.urlVideo) return null;
  return (
    <section aria-labelledby="ultima-etapa-video">
      <h2 id="ultima-etapa-video" className="section-title section-title--compact">
        {t('circuits.videoTitle')}
      </h2>
      <a
        className="circuit__video"
        href={circuito.urlVideo}
        target="_blank"
        rel="noopener noreferrer"
      >
        <img
          src={circuito.thumbVideo}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
        />
        <PlayIcon className="circuit__play" width={64} height={64} />
        <span className="circuit__video-label">
          {t('circuits.video', { circuito: circuito.circuito })}
        </span>
      </a>
    </section>
  );
}

function Detail({ circuito, slug }: { circuito: CircuitoDetalhe; slug: Category['slug'] }) {
  const { t } = useTranslation(RACING_NS);
  return (
    <article className="circuit">
      <header
        className="hero hero--ruled circuit__hero"
        style={
          circuito.backgroundImagem
            ? { backgroundImage: `url("${circuito.backgroundImagem}")` }
            : undefined
        }
      >
        <div>
          <h1 className="display circuit__name">{circuito.circuito}</h1>
          <p className="circuit__city">{circuito.cidade}</p>
        </div>
        <img
          className="circuit__map"
          src={circuito.circuitoImagem}
          alt=""
          width={600}
          height={400}
          decoding="async"
        />
      </header>
      <div className="circuit__columns">
        <NextStage circuito={circuito} />
        <WhereToWatch canais={circuito.ondeAssistir} />
      </div>
      <section aria-labelledby="numeros-do-circuito">
        <h2 id="numeros-do-circuito" className="section-title section-title--compact">
          {t('circuits.stats')}
        </h2>
        <CircuitStats circuito={circuito} slug={slug} />
      </section>
      <div className="circuit__columns">
        <section aria-labelledby="sobre-o-circuito">
          <h2 id="sobre-o-circuito" className="section-title section-title--compact">
            {t('circuits.about')}
          </h2>
          <Html html={circuito.sobre} />
        </section>
        <Video circuito={circuito} />
      </div>
    </article>
  );
}

/** A circuit's page (public-site.md §2.5); the document title becomes the circuit's name. */
export function CircuitDetail({
  category,
  idCircuito,
}: {
  category: Category;
  idCircuito: number;
}) {
  const { t } = useTranslation(RACING_NS);
  const query = useCircuito(idCircuito, category.id);
  usePageTitle(query.data?.circuito);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
  });
  if (!shown.ready) return shown.screen;
  return <Detail circuito={shown.data} slug={category.slug} />;
}

import type { Category } from '@stockcar/shared/categories';
import type { PilotoDetalhe } from '@stockcar/shared/schemas/racing';
import { Html } from '../../../components/html.tsx';
import { InstagramIcon } from '../../../components/social-icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { usePiloto } from '../api/get-piloto.ts';
import { DriverNews } from './driver-news.tsx';
import { PointsChart } from './points-chart.tsx';
import '../../../components/hero.css';
import './driver-detail.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

function Stats({ piloto }: { piloto: PilotoDetalhe }) {
  const { t } = useTranslation(RACING_NS);
  const stats = [
    ...(piloto.idade === null
      ? []
      : [{ label: t('drivers.age'), value: t('drivers.ageValue', { count: piloto.idade }) }]),
    { label: t('drivers.poles'), value: piloto.poles },
    { label: t('drivers.wins'), value: piloto.vitorias },
    { label: t('drivers.titles'), value: piloto.titulos },
    { label: t('drivers.points'), value: piloto.pontuacao },
  ];
  return (
    <dl className="stat-grid driver__stats">
      {stats.map((stat) => (
        <div key={stat.label} className="stat-tile driver__stat">
          <dt className="stat-label">{stat.label}</dt>
          <dd className="display">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Hero({ piloto }: { piloto: PilotoDetalhe }) {
  const { t } = useTranslation(RACING_NS);
  const nome = `${piloto.nome} ${piloto.sobrenome}`;
  return (
    <header
      className="hero driver__hero"
      style={piloto.background ? { backgroundImage: `url("${piloto.background}")` } : undefined}
    >
      <div className="driver__identity">
        <span
          className="display driver__number"
          aria-label={t('common.number', { numero: piloto.numero })}
        >
          {piloto.numero}
        </span>
        <h1 className="driver__name">
          <span className="driver__first">{piloto.nome}</span>{' '}
          <span className="driver__last">{piloto.sobrenome}</span>
        </h1>
        <p className="driver__team">
          <img src={piloto.logoEquipe} alt="" width={240} height={240} loading="lazy" />
          <span>
            {t('drivers.team')}: <strong>{piloto.equipe}</strong>
          </span>
        </p>
        {piloto.exibeInstagram && piloto.instagram && (
          <a
            className="icon-link"
            href={piloto.instagram}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('drivers.instagram', { nome })}
          >
            <InstagramIcon />
          </a>
        )}
      </div>
      <img
        className="driver__car"
        src={piloto.imagemCarro}
        alt={t('drivers.car', { nome })}
        width={640}
        height={240}
        decoding="async"
      />
    </header>
  );
}

function Detail({ piloto, slug }: { piloto: PilotoDetalhe; slug: string }) {
  const { t } = useTranslation(RACING_NS);
  const nome = `${piloto.nome} ${piloto.sobrenome}`;
  return (
    <article className="driver">
      <Hero piloto={piloto} />
      <Stats piloto={piloto} />
      <div className="driver__body">
        <Html className="driver__bio" html={piloto.sobre} />
        <figure className="driver__helmet">
          <img
            src={piloto.imagemCapacete}
            alt={t('drivers.helmet', { nome })}
            width={240}
            height={200}
            loading="lazy"
            decoding="async"
          />
          <img
            className="driver__manufacturer"
            src={piloto.logoMontadora}
            alt={t('drivers.manufacturer')}
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
          />
        </figure>
      </div>
      <section className="driver__chart" aria-labelledby="pontos-do-campeonato">
        <h2 id="pontos-do-campeonato" className="section-title">
          {t('drivers.chartTitle')}
        </h2>
        {piloto.resultados.length > 0 ? (
          <PointsChart nome={nome} resultados={piloto.resultados} />
        ) : (
          <Notice>{t('drivers.chartEmpty')}</Notice>
        )}
      </section>
      {piloto.noticias.length > 0 && <DriverNews slug={slug} noticias={piloto.noticias} />}
    </article>
  );
}

/** The driver page (public-site.md §2.5); the document title becomes the driver's name. */
export function DriverDetail({ category, idPiloto }: { category: Category; idPiloto: number }) {
  const { t } = useTranslation(RACING_NS);
  const query = usePiloto(idPiloto, category.id);
  usePageTitle(query.data && `${query.data.nome} ${query.data.sobrenome}`);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
  });
  if (!shown.ready) return shown.screen;
  return <Detail piloto={shown.data} slug={category.slug} />;
}

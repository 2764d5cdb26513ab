import { Link } from '../../../components/link.tsx';
import type { Category } from '@stockcar/shared/categories';
import type { PilotoCard } from '@stockcar/shared/schemas/racing';
import { Html } from '../../../components/html.tsx';
import { GlobeIcon } from '../../../components/page-icons.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useEquipe, type EquipeDetalhe } from '../api/get-equipe.ts';
import { showsTeamPoints } from '../utils/team-rules.ts';
import '../../../components/hero.css';
import './team-detail.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Where a driver's card leads; undefined for no link (the route knows the drivers' rules). */
export type DriverHref = (idPiloto: number) => string | undefined;

function TeamDriver({ piloto, href }: { piloto: PilotoCard; href: string | undefined }) {
  const name = `${piloto.nome} ${piloto.sobrenome}`;
  return (
    <li className="team__driver">
      <img src={piloto.imagem} alt="" width={300} height={360} loading="lazy" decoding="async" />
      <span className="team__driver-number">#{piloto.numero}</span>
      {href ? <Link to={href}>{name}</Link> : <span>{name}</span>}
    </li>
  );
}

function Detail({ equipe, slug, driverHref }: { equipe: EquipeDetalhe } & Props) {
  const { t } = useTranslation(RACING_NS);
  return (
    <article className="team">
      <header
        className="hero hero--ruled team__hero"
        style={equipe.background ? { backgroundImage: `url("${equipe.background}")` } : undefined}
      >
        <img
          className="team__logo"
          src={equipe.logoEquipe || equipe.logo}
          alt=""
          width={240}
          height={240}
        />
        <div className="team__titles">
          <h1 className="display team__name">{equipe.nomeEquipe}</h1>
          {equipe.exibeWebsite && equipe.website && (
            <a
              className="icon-link"
              href={equipe.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('teams.website', { nome: equipe.nomeEquipe })}
            >
              <GlobeIcon />
            </a>
          )}
        </div>
        <dl className="team__facts">
          {showsTeamPoints(slug) && (
            <div>
              <dt className="stat-label">{t('teams.points')}</dt>
              <dd className="display team__points">{equipe.pontuacaoEquipe}</dd>
            </div>
          )}
          <div>
            <dt className="stat-label">{t('teams.cars')}</dt>
            <dd>{equipe.carros}</dd>
          </div>
        </dl>
      </header>
      <div className="team__body">
        <section aria-labelledby="historia">
          <h2 id="historia" className="section-title">
            {t('teams.history')}
          </h2>
          <Html html={equipe.sobre} />
        </section>
        <section aria-labelledby="pilotos-da-equipe">
          <h2 id="pilotos-da-equipe" className="section-title">
            {t('teams.drivers')}
          </h2>
          <ul className="team__drivers">
            {equipe.pilotosEquipe.map((piloto) => (
              <TeamDriver
                key={piloto.idPiloto}
                piloto={piloto}
                href={driverHref(piloto.idPiloto)}
              />
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}

interface Props {
  slug: Category['slug'];
  driverHref: DriverHref;
}

/** A team's page (public-site.md §2.5); the document title becomes the team's name. */
export function TeamDetail({
  category,
  idEquipe,
  driverHref,
}: {
  category: Category;
  idEquipe: number;
  driverHref: DriverHref;
}) {
  const { t } = useTranslation(RACING_NS);
  const query = useEquipe(idEquipe, category.id);
  usePageTitle(query.data?.nomeEquipe);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
  });
  if (!shown.ready) return shown.screen;
  return <Detail equipe={shown.data} slug={category.slug} driverHref={driverHref} />;
}

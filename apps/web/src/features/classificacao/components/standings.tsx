import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import type { Category } from '@stockcar/shared/categories';
import { STANDINGS_LIMIT_DEFAULT } from '@stockcar/shared/constants';
import { CachedAge } from '../../../components/cached-age.tsx';
import { LoadingBlock } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { currentYear } from '../../../config/seasons.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { getRuntimeConfig } from '../../../lib/runtime-config.ts';
import {
  classificacaoEquipesPath,
  useClassificacaoEquipes,
} from '../api/get-classificacao-equipes.ts';
import {
  classificacaoPilotosPath,
  useClassificacaoPilotos,
} from '../api/get-classificacao-pilotos.ts';
import { TURISMO_PATH, useTurismo } from '../api/get-turismo.ts';
import { TURISMO_TABS, turismoQuery } from '../utils/turismo-tabs.ts';
import { DriverStandingsTable } from './driver-standings-table.tsx';
import { TeamStandingsTable } from './team-standings-table.tsx';
import './standings.css';
import { queryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Loading, error, 'NENHUM RESULTADO FOI ENCONTRADO!' or the rows. */
function Rows<T>({
  query,
  path,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** The call answering the rows: 'atualizado há…' when it came from the offline cache. */
  path: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation(RACING_NS);
  const shown = queryState(query, {
    pending: <LoadingBlock label={t('common.loading')} />,
    errorText: t('common.error'),
    empty: { when: (data) => data.length === 0, notice: t('standings.empty') },
  });
  if (!shown.ready) return shown.screen;
  // A table wider than a phone scrolls sideways: focusable, so a keyboard can scroll it too.
  return (
    <>
      <CachedAge path={path} />
      <div
        className="standings__scroll"
        tabIndex={0}
        role="region"
        aria-label={t('standings.scrollable')}
      >
        {children(shown.data)}
      </div>
    </>
  );
}

interface PanelProps {
  idCategoria: number;
  limit: number;
}

function DriversPanel({ idCategoria, limit }: PanelProps) {
  const query = useClassificacaoPilotos(idCategoria, currentYear(), limit);
  return (
    <Rows query={query} path={classificacaoPilotosPath(idCategoria)}>
      {(rows) => <DriverStandingsTable rows={rows} />}
    </Rows>
  );
}

function TeamsPanel({ idCategoria, limit }: PanelProps) {
  const query = useClassificacaoEquipes(idCategoria, currentYear(), limit);
  return (
    <Rows query={query} path={classificacaoEquipesPath(idCategoria)}>
      {(rows) => <TeamStandingsTable rows={rows} />}
    </Rows>
  );
}

function TurismoPanel({ index, limit }: { index: number; limit: number }) {
  const query = useTurismo(currentYear(), turismoQuery(index), limit);
  return (
    <Rows query={query} path={TURISMO_PATH}>
      {(rows) => <DriverStandingsTable rows={rows} />}
    </Rows>
  );
}

function CategoryStandings({ idCategoria, limit }: PanelProps) {
  const { t } = useTranslation(RACING_NS);
  const [tab, setTab] = useState<'drivers' | 'teams'>('drivers');
  const tabs = [
    { id: 'drivers' as const, label: t('standings.drivers') },
    { id: 'teams' as const, label: t('standings.teams') },
  ];
  return (
    <Tabs label={t('standings.tabs')} tabs={tabs} selected={tab} onSelect={setTab}>
      {tab === 'drivers' ? (
        <DriversPanel idCategoria={idCategoria} limit={limit} />
      ) : (
        <TeamsPanel idCategoria={idCategoria} limit={limit} />
      )}
    </Tabs>
  );
}

function TurismoStandings({ limit }: { limit: number }) {
  const { t } = useTranslation(RACING_NS);
  const [index, setIndex] = useState(0);
  const tabs = TURISMO_TABS.map((tab, position) => ({
    id: position,
    label: t(`standings.${tab.key}`),
  }));
  return (
    <Tabs label={t('standings.tabs')} tabs={tabs} selected={index} onSelect={setIndex}>
      <TurismoPanel index={index} limit={limit} />
    </Tabs>
  );
}

interface StandingsProps {
  category: Category;
  /** The home block shows the top rows only. */
  limit?: number;
  level?: 1 | 2;
  /** 'Classificação completa', for the block shown outside the full page. */
  fullLink?: boolean;
}

/**
 * Standings (public-site.md §2.5): PILOTOS and EQUIPES; turismo-nacional's five tabs and
 * 'Mais Classificações'; nothing below the title for e-stock. The season is the current year.
 */
export function Standings({
  category,
  limit = STANDINGS_LIMIT_DEFAULT,
  level = 1,
  fullLink = false,
}: StandingsProps) {
  const { t } = useTranslation(RACING_NS);
  const turismo = category.slug === 'turismo-nacional';
  return (
    <section className="standings">
      <PageHeader level={level} title={t('standings.title', { name: category.name })}>
        {turismo && (
          <a
            className="section-link standings__more"
            href={getRuntimeConfig().links.maisClassificacoes}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('standings.more')}
          </a>
        )}
      </PageHeader>
      {category.slug === 'e-stock' ? null : turismo ? (
        <TurismoStandings limit={limit} />
      ) : (
        <CategoryStandings idCategoria={category.id} limit={limit} />
      )}
      {fullLink && (
        <Link
          className="button standings__full"
          to={paths.category.classificacao.href(category.slug)}
        >
          {t('standings.full')}
        </Link>
      )}
    </section>
  );
}

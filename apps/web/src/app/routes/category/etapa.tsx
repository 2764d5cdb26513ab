import { useState } from 'react';
import type { Category } from '@stockcar/shared/categories';
import { LoadingBlock, Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { currentYear, ESTOCK_SEASON } from '../../../config/seasons.ts';
import { useCategoria } from '../../../features/categoria/api/get-categoria.ts';
import { getEtapasQueryOptions } from '../../../features/etapa/api/get-etapas.ts';
import { SeasonCalendarLink } from '../../../features/etapa/components/season-calendar-link.tsx';
import { StageList } from '../../../features/etapa/components/stage-list.tsx';
import {
  getTemporadasQueryOptions,
  seasonsFileFor,
  useTemporadas,
} from '../../../features/temporadas/api/get-temporadas.ts';
import { SeasonSelect } from '../../../features/temporadas/components/season-select.tsx';
import { defaultSeason } from '../../../features/temporadas/utils/default-season.ts';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useRouteCategory } from '../../layout/use-route-category.ts';
import { categoryLoader, Section } from './route-helpers.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const isEstock = (category: Category) => category.slug === 'e-stock';

/** The category's own seasons (the select's years, and what the page opens on). */
const seasonsOf = (category: Category) =>
  getTemporadasQueryOptions(seasonsFileFor(category.slug), category.id);

export const clientLoader = categoryLoader((queryClient, category) => {
  if (isEstock(category)) {
    return [queryClient.ensureQueryData(getEtapasQueryOptions(category.id, ESTOCK_SEASON))];
  }
  // The stages of the season the page opens on, once the category's seasons say which.
  const seasons = queryClient.ensureQueryData(seasonsOf(category));
  return [
    seasons.then((anos) =>
      queryClient.ensureQueryData(
        getEtapasQueryOptions(category.id, defaultSeason(anos, currentYear())),
      ),
    ),
  ];
});

/**
 * `/etapa`: all stages of a season, opening on the current year when the category has it, else
 * on its newest season (the old Turismo); e-stock is fixed to 2024 and has no select (§2.5).
 */
export default function EtapasPage() {
  const { t } = useTranslation(RACING_NS);
  const category = useRouteCategory();
  const estock = isEstock(category);
  const seasons = useTemporadas(seasonsFileFor(category.slug), category.id);
  const { data: categoria } = useCategoria(category.id);
  // The visitor's choice belongs to the category it was made on (the page outlives a switch).
  const [chosen, setChosen] = useState<{ categoria: number; ano: number }>();
  const ano =
    chosen?.categoria === category.id
      ? chosen.ano
      : defaultSeason(seasons.data, estock ? ESTOCK_SEASON : currentYear());
  // Until the seasons answer, the season to show is not known (a failure: the current year).
  const waiting = !estock && seasons.isPending;
  return (
    <Page>
      <PageHeader
        title={t('stages.title')}
        subtitle={t('stages.subtitle', { ano: estock ? ESTOCK_SEASON : ano })}
      >
        {!estock && (
          <SeasonSelect
            file={seasonsFileFor(category.slug)}
            categoria={category.id}
            value={ano}
            onChange={(novo) => setChosen({ categoria: category.id, ano: novo })}
          />
        )}
      </PageHeader>
      <Section>
        <SeasonCalendarLink category={category} />
        {waiting ? (
          <LoadingBlock label={t('common.loading')} />
        ) : (
          <StageList category={category} ano={ano} ticketButton={categoria?.btnIngresso} />
        )}
      </Section>
    </Page>
  );
}

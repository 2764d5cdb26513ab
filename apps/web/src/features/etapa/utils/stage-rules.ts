import type { CategorySlug } from '@stockcar/shared/categories';
import { siteDateParts } from '@stockcar/shared/dates';
import type { Etapa } from '@stockcar/shared/schemas/etapa';
import type { TicketButton } from '../../../lib/session.ts';

export type StageAction =
  { kind: 'ticket'; href: string } | { kind: 'learn-more' } | { kind: 'none' };

const SUPER_RACE = 'SUPER RACE';

export function hasSuperRace(etapa: Pick<Etapa, 'corridas'>): boolean {
  return etapa.corridas.some((corrida) => corrida.descricao.trim().toUpperCase() === SUPER_RACE);
}

/**
 * The next stage's call to action (public-site.md §2.5): 'buy ticket' when the ticket button is
 * on, else 'Saiba mais'; nothing for a stage with a race called SUPER RACE, nor for any stage
 * but the next. The stage's own ticket address wins over the button's general one.
 */
export function stageAction(
  etapa: Pick<Etapa, 'proxima' | 'corridas' | 'urlTickets'>,
  ticketButton: TicketButton,
): StageAction {
  if (!etapa.proxima || hasSuperRace(etapa)) return { kind: 'none' };
  const href = etapa.urlTickets || ticketButton.link;
  if (ticketButton.show && href) return { kind: 'ticket', href };
  return { kind: 'learn-more' };
}

/** A formula-4 stage on 3 November is the F1 São Paulo GP support race (public-site.md §2.5). */
export function isGpSaoPaulo(slug: CategorySlug, etapa: Pick<Etapa, 'dataEtapa'>): boolean {
  if (slug !== 'formula-4') return false;
  const { dia, mes } = siteDateParts(new Date(etapa.dataEtapa), 'pt-br');
  return dia === '03' && mes === 'NOV';
}

/** 'Programação' shows for a stage with a schedule that is not finished yet. */
export function hasScheduleLink(etapa: Pick<Etapa, 'programacoes' | 'finalizada'>): boolean {
  return etapa.programacoes.length > 0 && !etapa.finalizada;
}

/** The home's last races: the latest finished stage of the list, if any. */
export function latestFinished<T extends Pick<Etapa, 'finalizada' | 'dataEtapa'>>(
  etapas: readonly T[],
): T | undefined {
  return etapas
    .filter((etapa) => etapa.finalizada)
    .reduce<T | undefined>(
      (latest, etapa) =>
        !latest || Date.parse(etapa.dataEtapa) > Date.parse(latest.dataEtapa) ? etapa : latest,
      undefined,
    );
}

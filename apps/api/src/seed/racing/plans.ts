import type { CategorySlug } from '@stockcar/shared/categories';
import { ESTOCK_SEASON } from '@stockcar/shared/racing-rules';
import type { CircuitKey } from './circuits.ts';

export interface ManufacturerPlan {
  nome: string;
  carro: string;
}

export interface CategoryPlan {
  slug: CategorySlug;
  id: number;
  drivers: number;
  teams: number;
  /** The years of the seasons run in full, given the year of seeding. */
  pastSeasons: (year: number) => number[];
  /**
   * The season under way (in the year of seeding): how many stages it has, how many are still
   * ahead, and when the next one is (`raceWithinAWeek` for the Pro Series, so its fan vote is
   * open; otherwise the first Sunday `nextInDays` ahead). Null: the category has none.
   */
  current: { stages?: number; ahead: number; nextInDays: number | 'within-a-week' } | null;
  stagesPerSeason: number;
  races: { descricao: string; tipo: 'sprint' | 'endurance' | null }[];
  /** Sub-classes entries are split into (e-stock PRO/Amador, turismo A/B). */
  subcategorias: string[] | null;
  manufacturers: ManufacturerPlan[];
  calendar: CircuitKey[];
  birthYears: [number, number];
}

const twoRaces = [
  { descricao: 'Corrida 1', tipo: null },
  { descricao: 'Corrida 2', tipo: null },
];

const STOCK_CARS: ManufacturerPlan[] = [
  { nome: 'Chevrolet', carro: 'Chevrolet Tracker' },
  { nome: 'Toyota', carro: 'Toyota Corolla Cross' },
  { nome: 'Mitsubishi', carro: 'Mitsubishi Eclipse Cross' },
];

/** What the demo holds per category: sizes within the ranges the racing-data issue asks for. */
export function categoryPlans(): CategoryPlan[] {
  return [
    {
      slug: 'proseries',
      id: 1,
      drivers: 30,
      teams: 15,
      pastSeasons: (y) => [y - 2, y - 1],
      current: { ahead: 4, nextInDays: 'within-a-week' },
      stagesPerSeason: 12,
      races: twoRaces,
      subcategorias: null,
      manufacturers: STOCK_CARS,
      calendar: [
        'goiania',
        'interlagos',
        'velocitta',
        'cascavel',
        'buenos-aires',
        'santa-cruz',
        'curitiba',
        'chapeco',
        'cuiaba',
        'taruma',
        'goiania',
        'interlagos',
      ],
      birthYears: [1972, 2004],
    },
    {
      slug: 'stock-series',
      id: 3,
      drivers: 24,
      teams: 12,
      pastSeasons: (y) => [y - 2, y - 1],
      current: { ahead: 3, nextInDays: 10 },
      stagesPerSeason: 9,
      races: twoRaces,
      subcategorias: null,
      manufacturers: [
        { nome: 'Chevrolet', carro: 'Chevrolet Cruze' },
        { nome: 'Toyota', carro: 'Toyota Corolla' },
      ],
      calendar: [
        'goiania',
        'interlagos',
        'velocitta',
        'cascavel',
        'santa-cruz',
        'curitiba',
        'chapeco',
        'cuiaba',
        'interlagos',
      ],
      birthYears: [1995, 2006],
    },
    {
      slug: 'e-stock',
      id: 2,
      drivers: 24,
      teams: 12,
      // The site's e-stock season is fixed (public-site.md §9); its next online round still
      // gets a countdown.
      pastSeasons: () => [ESTOCK_SEASON],
      current: { stages: 1, ahead: 1, nextInDays: 21 },
      stagesPerSeason: 8,
      races: twoRaces,
      subcategorias: ['PRO', 'Amador'],
      manufacturers: STOCK_CARS,
      calendar: [
        'interlagos',
        'goiania',
        'velocitta',
        'cascavel',
        'santa-cruz',
        'curitiba',
        'taruma',
        'interlagos',
      ],
      birthYears: [1985, 2006],
    },
    {
      slug: 'formula-4',
      id: 4,
      drivers: 20,
      teams: 10,
      pastSeasons: (y) => [y - 2, y - 1],
      current: { ahead: 3, nextInDays: 17 },
      stagesPerSeason: 8,
      races: twoRaces,
      subcategorias: null,
      manufacturers: [{ nome: 'Tatuus', carro: 'Tatuus F4-T421' }],
      calendar: [
        'velocitta',
        'interlagos',
        'goiania',
        'cascavel',
        'curitiba',
        'santa-cruz',
        'velocitta',
        'interlagos',
      ],
      birthYears: [2006, 2010],
    },
    {
      slug: 'turismo-nacional',
      id: 6,
      drivers: 28,
      teams: 14,
      pastSeasons: (y) => [y - 2, y - 1],
      current: { ahead: 3, nextInDays: 24 },
      stagesPerSeason: 8,
      races: [
        { descricao: 'Sprint', tipo: 'sprint' },
        { descricao: 'Endurance', tipo: 'endurance' },
      ],
      subcategorias: ['A', 'B'],
      manufacturers: [
        { nome: 'Volkswagen', carro: 'Volkswagen Polo' },
        { nome: 'Fiat', carro: 'Fiat Argo' },
        { nome: 'Chevrolet', carro: 'Chevrolet Onix' },
        { nome: 'Renault', carro: 'Renault Sandero' },
      ],
      calendar: [
        'taruma',
        'santa-cruz',
        'curitiba',
        'cascavel',
        'goiania',
        'velocitta',
        'chapeco',
        'interlagos',
      ],
      birthYears: [1970, 2003],
    },
    {
      slug: 'turismo-nacional-antigo',
      id: 5,
      drivers: 20,
      teams: 10,
      // Retired: its one season, three years before the year of seeding.
      pastSeasons: (y) => [y - 3],
      current: null,
      stagesPerSeason: 8,
      races: [
        { descricao: 'Sprint', tipo: 'sprint' },
        { descricao: 'Endurance', tipo: 'endurance' },
      ],
      subcategorias: ['A', 'B'],
      manufacturers: [
        { nome: 'Volkswagen', carro: 'Volkswagen Gol' },
        { nome: 'Fiat', carro: 'Fiat Uno' },
      ],
      calendar: [
        'taruma',
        'santa-cruz',
        'curitiba',
        'cascavel',
        'goiania',
        'velocitta',
        'chapeco',
        'interlagos',
      ],
      birthYears: [1965, 2000],
    },
  ];
}

/** The pro series statistics up to the 2023 season (public-site.md §1). */
export const PRO_SERIES_STATS = [
  { valor: 610, rotulo: 'corridas realizadas' },
  { valor: 19, rotulo: 'campeões' },
  { valor: 77, rotulo: 'vencedores' },
  { valor: 19, rotulo: 'circuitos' },
  { valor: 5, rotulo: 'montadoras' },
  { valor: 414, rotulo: 'pilotos' },
] as const;
export const PRO_SERIES_STATS_SEASON = 2023;

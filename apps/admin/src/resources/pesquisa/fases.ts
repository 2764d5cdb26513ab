/** The survey's laps (1 to 4) as choices, labelled by translation key. */
export const FASE_CHOICES = [1, 2, 3, 4].map((n) => ({
  id: n,
  name: `resources.pesquisa/perguntas.voltas.${n}`,
}));

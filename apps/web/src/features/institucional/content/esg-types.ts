export interface EsgInitiative {
  title: string;
  text: string;
}

export interface EsgPillar {
  /** Anchor of the pillar's section. */
  id: 'ambiental' | 'social' | 'governanca';
  letter: 'E' | 'S' | 'G';
  title: string;
  intro: string;
  initiatives: readonly EsgInitiative[];
}

/** The ESG page's copy: long static text, kept here rather than in the locale files. */
export interface EsgContent {
  title: string;
  subtitle: string;
  lead: string;
  pillars: readonly EsgPillar[];
  goals: readonly string[];
}

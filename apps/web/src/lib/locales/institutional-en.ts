import type { InstitutionalTranslations } from './institutional-pt-br.ts';

/** The institutional screens in English, shown only on formula-4 (public-site.md §1). */
export const institutionalEn: InstitutionalTranslations = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    newTab: '(opens in a new tab)',
  },
  legal: {
    subtitle: 'Legal',
    empty: 'This text has not been published yet. Please come back soon.',
    error: 'The text could not be loaded right now. Try again in a moment.',
  },
  esg: {
    pillars: 'The three pillars',
    goals: 'Goals',
  },
  minors: {
    title: "Minors' terms",
    subtitle: 'Admission of children and teenagers to the events',
    intro:
      'Stock Car is a family day out. So that children and teenagers enjoy the race weekend safely, admission to the circuits follows the rules below.',
    rulesTitle: 'Admission rules',
    notAdmitted: 'Children under {{min}} are not admitted to the events.',
    withGuardian:
      'From {{min}} to {{max}} years old, admission only with a legal guardian and a purchased ticket.',
    documents: 'Original photo ID of both the minor and the legal guardian is required.',
    form: 'Print the terms, fill them in, sign them and hand them in at the circuit gate with the IDs.',
    download: 'Download the terms (PDF)',
    downloadHint: 'One-page PDF, ready to print.',
  },
  events: {
    facts: 'Fact sheet',
    tags: 'Tags',
    related: 'Read also',
    buyTickets: 'Buy tickets',
    ticketsNote: "Tickets are sold on the festival's official ticketing platform.",
  },
};

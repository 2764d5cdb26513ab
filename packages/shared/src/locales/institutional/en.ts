import type { InstitutionalTranslations } from './pt-br.ts';

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
  retention: {
    title: 'How long we keep your data',
    intro:
      'We keep each piece of data only as long as its purpose needs it. Once the period is over, it is deleted automatically.',
    candidates: 'Talent-bank applications and CVs: {{period}} after they are sent.',
    leads: 'Commercial proposals and sponsorship enquiries: {{period}} after they are sent.',
    outbox: 'Records of the e-mails and text messages the site sent: {{period}}.',
    expired:
      'Sign-in sessions, codes sent by text message and links sent by e-mail: {{period}} after they expire or end.',
    loginFailures: 'Records of failed sign-in attempts: {{period}}.',
    revocationProof:
      "When a guardian revokes a minor's authorisation, the minor's account is erased at once; the record of the revocation (the guardian's e-mail, date and IP address) is kept {{period}} as proof of the request.",
    account:
      'Your Stock Club account data is kept while the account exists. You can download it or delete the account at any time on the Stock Club page My data.',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
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
    error: 'This page could not be loaded right now. Please try again shortly.',
  },
};

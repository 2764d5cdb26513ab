import { DateTime } from 'luxon';
import { SITE_TIME_ZONE } from '@stockcar/shared/dates';
import type { circuito, etapa } from '../../db/schema/index.ts';
import { STAGE_EVENT_DURATION } from '../../lib/stage-times.ts';

/*
 * Structured data of the pages (issue 15), in the schema.org vocabulary search engines read:
 * https://schema.org/NewsArticle, /SportsEvent, /Person, /SportsTeam, /Organization,
 * /BreadcrumbList. Each object stands alone with its @context.
 */

const CONTEXT = 'https://schema.org';
const SPORT = 'https://en.wikipedia.org/wiki/Auto_racing';

/** Who runs a category: its name, its home page and its logo. */
export interface Organizer {
  name: string;
  url: string;
  logo: string;
}

/** An instant in Brasília's wall clock with its offset, e.g. 2026-03-08T14:00:00-03:00. */
export function siteTime(date: Date): string {
  return (
    DateTime.fromJSDate(date).setZone(SITE_TIME_ZONE).toISO({ suppressMilliseconds: true }) ?? ''
  );
}

const organization = (o: Organizer) => ({ '@type': 'Organization', name: o.name, url: o.url });

export function organizationLd(o: Organizer) {
  return { '@context': CONTEXT, ...organization(o), logo: o.logo };
}

/** The trail from the category's home to the page, each step with its absolute address. */
export function breadcrumbLd(steps: readonly { name: string; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export interface Stage {
  etapa: typeof etapa.$inferSelect;
  circuito: typeof circuito.$inferSelect;
}

/** A stage: from its main race's start, as long as its calendar event (modules/etapa/calendar). */
export function sportsEventLd(stage: Stage, organizer: Organizer, url: string, image: string) {
  const start = stage.etapa.data;
  const end = DateTime.fromJSDate(start).plus(STAGE_EVENT_DURATION).toJSDate();
  const c = stage.circuito;
  return {
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name: `${stage.etapa.titulo} · ${organizer.name} · ${c.nome}`,
    startDate: siteTime(start),
    endDate: siteTime(end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    sport: SPORT,
    url,
    image: [image],
    location: {
      '@type': 'Place',
      name: c.nome,
      address: {
        '@type': 'PostalAddress',
        addressLocality: c.cidade,
        ...(c.uf && { addressRegion: c.uf }),
        addressCountry: c.pais,
      },
    },
    organizer: organization(organizer),
  };
}

export function newsArticleLd(a: {
  headline: string;
  description: string;
  image: string;
  published: Date;
  url: string;
  organizer: Organizer;
}) {
  const publisher = { ...organization(a.organizer), logo: a.organizer.logo };
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: a.headline,
    description: a.description,
    image: [a.image],
    datePublished: siteTime(a.published),
    mainEntityOfPage: a.url,
    author: organization(a.organizer),
    publisher,
  };
}

export function personLd(p: {
  givenName: string;
  familyName: string;
  image: string;
  url: string;
  team: string;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: `${p.givenName} ${p.familyName}`,
    givenName: p.givenName,
    familyName: p.familyName,
    image: p.image,
    url: p.url,
    jobTitle: 'Piloto',
    memberOf: { '@type': 'SportsTeam', name: p.team, sport: SPORT },
  };
}

export function sportsTeamLd(team: {
  name: string;
  logo: string;
  url: string;
  athletes: string[];
  organizer: Organizer;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'SportsTeam',
    name: team.name,
    logo: team.logo,
    url: team.url,
    sport: SPORT,
    athlete: team.athletes.map((name) => ({ '@type': 'Person', name })),
    memberOf: { '@type': 'SportsOrganization', name: team.organizer.name, url: team.organizer.url },
  };
}

import ical, { ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { categoryById } from '@stockcar/shared/categories';
import { SITE_TIME_ZONE } from '@stockcar/shared/dates';
import type { circuito, corrida, etapa, programacao } from '../../db/schema/index.ts';
import { cmsHtmlLines } from '../../lib/html-sanitizer.ts';
import { STAGE_EVENT_DURATION } from '../../lib/stage-times.ts';
import { t } from '../../i18n.ts';

/**
 * Calendar files (issue 15): a stage, a schedule day, a category's season. Each event's UID is
 * its row's (stable across edits and feeds), its SEQUENCE the stage's console version (every
 * save of the stage, its races or its days adds one), and its times are Brasília's wall clock
 * with the zone's VTIMEZONE, so calendar apps anywhere show the right instant.
 */

export interface StageRow {
  etapa: typeof etapa.$inferSelect;
  circuito: typeof circuito.$inferSelect;
}
type Race = Pick<typeof corrida.$inferSelect, 'etapaId' | 'descricao'>;
type ScheduleDay = typeof programacao.$inferSelect;

/** How often a subscribed calendar app is asked to look for changes (apps may ask less). */
const FEED_REFRESH_SECONDS = 60 * 60;

/**
 * The zone's VTIMEZONE from the IANA data the library ships (current rules: São Paulo has kept
 * -03:00 all year since 2019), which ical-generator adds once for the zone its events name.
 */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/** An empty calendar of the site, named when it is a feed. */
export function newCalendar(publicUrl: string, feed?: { name: string; description: string }) {
  return ical({
    prodId: { company: new URL(publicUrl).hostname, product: 'calendario', language: 'PT-BR' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would then write DTSTAMP without its UTC `Z`.
    timezone: { name: null, generator: vtimezone },
    ...(feed && {
      name: feed.name,
      description: feed.description,
      ttl: FEED_REFRESH_SECONDS,
      x: { 'X-WR-TIMEZONE': SITE_TIME_ZONE },
    }),
  });
}

const uid = (publicUrl: string, kind: 'etapa' | 'programacao', id: number) =>
  `${kind}-${id}@${new URL(publicUrl).hostname}`;

/** RFC 5545 counts revisions from 0; the console's version starts at 1. */
const sequenceOf = (stage: StageRow) => stage.etapa.versao - 1;

function locationOf({ circuito: c }: StageRow) {
  const city = c.uf ? `${c.cidade} - ${c.uf}` : c.cidade;
  return [c.nome, city, c.pais === 'Brasil' ? '' : c.pais].filter(Boolean).join(', ');
}

function siteOf(publicUrl: string, stage: StageRow) {
  const category = categoryById(stage.etapa.categoriaId);
  const base = `${publicUrl}/stockcar/${category?.slug ?? ''}`;
  return {
    categoria: category?.name ?? '',
    stagesUrl: `${base}/etapa`,
    scheduleUrl: `${base}/programacao/${stage.circuito.id}`,
  };
}

/** The stage's main race: its start in Brasília, its races and qualifying time. */
export function addStageEvent(
  calendar: ICalCalendar,
  publicUrl: string,
  stage: StageRow,
  races: Race[],
) {
  const { etapa: e, circuito: c } = stage;
  const site = siteOf(publicUrl, stage);
  const start = DateTime.fromJSDate(e.data);
  const names = races.filter((r) => r.etapaId === e.id).map((r) => r.descricao);
  calendar.createEvent({
    id: uid(publicUrl, 'etapa', e.id),
    sequence: sequenceOf(stage),
    timezone: SITE_TIME_ZONE,
    start,
    end: start.plus(STAGE_EVENT_DURATION),
    summary: t('racing:calendar.eventTitle', {
      categoria: site.categoria,
      etapa: e.titulo,
      circuito: c.nome,
    }),
    location: locationOf(stage),
    description: [
      names.length > 0 ? t('racing:calendar.races', { corridas: names.join(', ') }) : '',
      e.horaClassificacao ? t('racing:schedule.qualifying', { hora: e.horaClassificacao }) : '',
      site.stagesUrl,
    ]
      .filter(Boolean)
      .join('\n'),
    url: site.stagesUrl,
  });
}

/** A schedule day: an all-day event whose description lists the day's items. */
export function addScheduleDayEvent(
  calendar: ICalCalendar,
  publicUrl: string,
  stage: StageRow,
  day: ScheduleDay,
) {
  const site = siteOf(publicUrl, stage);
  calendar.createEvent({
    id: uid(publicUrl, 'programacao', day.id),
    sequence: sequenceOf(stage),
    allDay: true,
    // A calendar date (YYYY-MM-DD), written as such: no zone applies to a whole day.
    start: day.data,
    summary: t('racing:calendar.dayTitle', {
      categoria: site.categoria,
      etapa: stage.etapa.titulo,
      dia: day.dia,
    }),
    location: locationOf(stage),
    description: [cmsHtmlLines(day.html), site.scheduleUrl].filter(Boolean).join('\n'),
    url: site.scheduleUrl,
  });
}

/** A download's name: `stockcar-<category>-<parts>.ics`, ASCII only. */
export function calendarFileName(categoriaId: number, ...parts: (string | number)[]) {
  const slug = categoryById(categoriaId)?.slug ?? String(categoriaId);
  return ['stockcar', slug, ...parts].join('-').replace(/[^\w.-]+/g, '-') + '.ics';
}

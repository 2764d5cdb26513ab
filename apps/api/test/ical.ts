import ICAL from 'ical.js';

/** iCalendar answers read with a real parser (ical.js), as a calendar app would (issue 15). */

export interface ParsedTime {
  /** The instant, read with the file's own VTIMEZONE. */
  date: Date;
  /** As written: '2030-04-14T14:00:00', or '2030-04-13' for a whole day. */
  written: string;
  tzid: string | null;
  allDay: boolean;
  utc: boolean;
}

function timeOf(component: ICAL.Component, name: string): ParsedTime {
  const property = component.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!property || !(value instanceof ICAL.Time)) throw new Error(`${name} is missing`);
  const tzid = property.getParameter('tzid');
  return {
    date: value.toJSDate(),
    written: value.toString(),
    tzid: typeof tzid === 'string' ? tzid : null,
    allDay: value.isDate,
    utc: value.zone === ICAL.Timezone.utcTimezone,
  };
}

const text = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return value === null ? null : String(value);
};

/** The calendar's own properties, its time zones and its events. */
export function parseCalendar(body: string) {
  const root = new ICAL.Component(ICAL.parse(body));
  const zones = root.getAllSubcomponents('vtimezone');
  // Registered before any time is read, so times with a TZID resolve through the file's zone.
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  return {
    name: text(root, 'x-wr-calname'),
    method: text(root, 'method'),
    zones: zones.map((zone) => ({
      tzid: text(zone, 'tzid'),
      offsets: zone.getAllSubcomponents().map((rule) => text(rule, 'tzoffsetto')),
    })),
    events: root.getAllSubcomponents('vevent').map((event) => ({
      uid: text(event, 'uid'),
      sequence: Number(text(event, 'sequence')),
      summary: text(event, 'summary'),
      description: text(event, 'description'),
      location: text(event, 'location'),
      url: text(event, 'url'),
      stamp: timeOf(event, 'dtstamp'),
      start: timeOf(event, 'dtstart'),
    })),
  };
}

export type ParsedCalendar = ReturnType<typeof parseCalendar>;
export type ParsedEvent = ParsedCalendar['events'][number];

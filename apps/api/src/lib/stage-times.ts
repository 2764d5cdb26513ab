/**
 * A stage's event lasts this long from the main race's start (the site keeps no end time): the
 * calendar files (modules/etapa/calendar.ts) and the pages' SportsEvent (modules/paginas) agree.
 */
export const STAGE_EVENT_DURATION = { hours: 2 };

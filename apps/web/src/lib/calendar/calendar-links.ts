import { getRuntimeConfig } from '../runtime-config.ts';

/**
 * The API's calendar files (issue 15). A link or a calendar app sends no headers, so the API
 * key rides in the query, which these calls accept (the key is public, like the page).
 */
function calendarFile(path: string): string {
  const { apiBaseUrl, apiKey } = getRuntimeConfig();
  return `${apiBaseUrl}${path}?${new URLSearchParams({ apiKey }).toString()}`;
}

/** A stage's main race as an .ics download. */
export const stageCalendarUrl = (idEtapa: number) => calendarFile(`/Etapa/${idEtapa}/agenda.ics`);

/** A schedule day of a stage as an .ics download. */
export const scheduleDayCalendarUrl = (idEtapa: number, idProgramacao: number) =>
  calendarFile(`/Etapa/${idEtapa}/programacao/${idProgramacao}/agenda.ics`);

/**
 * The category's season feed as a `webcal:` address, from the site's public address: calendar
 * apps open it as a subscription and fetch it again on their own, so it follows every change.
 */
export function seasonCalendarWebcalUrl(idCategoria: number): string {
  const feed = calendarFile(`/Etapa/categoria/${idCategoria}/calendario.ics`);
  return new URL(feed, getRuntimeConfig().publicUrl).href.replace(/^https?:/, 'webcal:');
}

import { beforeAll, describe, expect, it } from 'vitest';
import { installRuntimeConfig, TEST_CONFIG } from '../../testing/runtime-config.ts';
import {
  scheduleDayCalendarUrl,
  seasonCalendarWebcalUrl,
  stageCalendarUrl,
} from './calendar-links.ts';

beforeAll(() => installRuntimeConfig({ ...TEST_CONFIG, publicUrl: 'https://www.stockcar.test' }));

// Issue 15: links send no headers, so the public API key rides in the query.
describe('calendar links', () => {
  it('downloads a stage or a schedule day from the API', () => {
    expect(stageCalendarUrl(7)).toBe('/api/v1/Etapa/7/agenda.ics?apiKey=test-api-key');
    expect(scheduleDayCalendarUrl(7, 31)).toBe(
      '/api/v1/Etapa/7/programacao/31/agenda.ics?apiKey=test-api-key',
    );
  });

  it('subscribes to the season at the site’s public address, as webcal', () => {
    expect(seasonCalendarWebcalUrl(4)).toBe(
      'webcal://www.stockcar.test/api/v1/Etapa/categoria/4/calendario.ics?apiKey=test-api-key',
    );
  });
});

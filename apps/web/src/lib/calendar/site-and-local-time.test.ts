import { describe, expect, it } from 'vitest';
import { siteAndLocalTime } from './site-and-local-time.ts';

// Issue 15: Brasília's time, and the visitor's where their clock reads otherwise.
describe('an instant in Brasília and in the visitor’s zone', () => {
  const start = '2030-04-14T17:00:00.000Z'; // 14h00 in Brasília (UTC-3 all year)

  it('gives only Brasília’s clock to a visitor whose clock reads the same', () => {
    expect(siteAndLocalTime(start, 'America/Sao_Paulo')).toEqual({ site: { h: '14', m: '00' } });
    // Another zone, the same offset: nothing to add.
    expect(siteAndLocalTime(start, 'America/Bahia')).toEqual({ site: { h: '14', m: '00' } });
  });

  it('adds the visitor’s clock where it differs, with their date when the day changes', () => {
    expect(siteAndLocalTime(start, 'Europe/Lisbon')).toEqual({
      site: { h: '14', m: '00' },
      local: { h: '18', m: '00' },
    });
    expect(siteAndLocalTime(start, 'America/Manaus')).toEqual({
      site: { h: '14', m: '00' },
      local: { h: '13', m: '00' },
    });
    expect(siteAndLocalTime('2030-04-14T22:30:00.000Z', 'Asia/Tokyo')).toEqual({
      site: { h: '19', m: '30' },
      local: { h: '07', m: '30', otherDay: '15/04' },
    });
  });

  it('gives nothing for an unreadable instant', () => {
    expect(siteAndLocalTime('amanhã', 'Europe/Lisbon')).toBeUndefined();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { etapa } from '../../db/schema/index.ts';
import { createCircuito } from '../../../test/factories.ts';
import { TEST_API_KEY } from '../../../test/helper.ts';
import { parseCalendar, type ParsedEvent } from '../../../test/ical.ts';
import { createTemporada, setupRaceControl } from '../../../test/race-control.ts';
import { present } from '../../../test/staff.ts';

// Issue 15: "Adicionar à agenda" and the season's calendar, read by a real iCalendar parser.
// The read cache is on, as in production: a console save must reach the feed at once.
const rc = setupRaceControl({ READ_CACHE_MS: '2000' });
const HOST = 'clube.example'; // the test app's PUBLIC_URL
let circuitoId = 0;

/** A Pro Series 2030 stage: the main race at 14:00 in Brasília, two races, a Saturday. */
const stageInput = (overrides: Record<string, unknown> = {}) => ({
  categoriaId: 1,
  temporada: 2030,
  numero: 9,
  circuitoId,
  data: '2030-04-14T17:00:00.000Z',
  horaClassificacao: '11:00',
  urlTickets: '',
  corridas: [
    { numero: 1, descricao: 'Corrida 1' },
    { numero: 2, descricao: 'Corrida 2' },
  ],
  programacoes: [
    {
      dia: 'Sábado',
      data: '2030-04-13',
      html: '<h4>Sábado</h4><ul><li><strong>09:30</strong> Treino livre</li><li><strong>11:00</strong> Classificação</li></ul>',
    },
  ],
  ...overrides,
});

interface SavedStage {
  id: number;
  versao: number;
  programacoes: { id: number; dia: string; data: string; html: string }[];
}
let stage: SavedStage;

beforeAll(async () => {
  circuitoId = (
    await createCircuito(rc.t.db, { nome: 'Autódromo do Planalto', cidade: 'Brasília', uf: 'DF' })
  ).id;
  await createTemporada(rc.t.db, { categoriaId: 1, ano: 2030 });
  const created = await rc.send('POST', '/etapas', stageInput());
  expect(created.statusCode, created.body).toBe(201);
  stage = created.json();
});

const dayOf = (saved: SavedStage) => present(saved.programacoes[0], 'schedule day');
const stageUrl = (id: number) => `/api/v1/Etapa/${id}/agenda.ics`;
const dayUrl = (saved: SavedStage) =>
  `/api/v1/Etapa/${saved.id}/programacao/${dayOf(saved).id}/agenda.ics`;
const FEED_URL = '/api/v1/Etapa/categoria/1/calendario.ics?ano=2030';

async function calendarAt(url: string) {
  const res = await rc.t.get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return { res, calendar: parseCalendar(res.body) };
}

const eventWithUid = (events: ParsedEvent[], uid: string) =>
  present(
    events.find((e) => e.uid === uid),
    uid,
  );

/** The console's save of the stage over its current version, with changes. */
async function saveStage(changes: Record<string, unknown>) {
  const { programacoes } = stage;
  const res = await rc.send('PUT', `/etapas/${stage.id}`, {
    ...stageInput({ programacoes }),
    ...changes,
    versao: stage.versao,
  });
  expect(res.statusCode, res.body).toBe(200);
  stage = res.json();
}

describe("a stage's .ics (Adicionar à agenda)", () => {
  it('is a download with one event at the race start in Brasília time, with its zone', async () => {
    const before = Date.now() - 1000;
    const { res, calendar } = await calendarAt(stageUrl(stage.id));
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="stockcar-proseries-2030-etapa-9.ics"',
    );
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.zones).toEqual([{ tzid: 'America/Sao_Paulo', offsets: ['-03:00'] }]);
    const [event, ...others] = calendar.events;
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      uid: `etapa-${stage.id}@${HOST}`,
      sequence: 0,
      summary: 'Stock Car Pro Series · 9ª Etapa · Autódromo do Planalto',
      location: 'Autódromo do Planalto, Brasília - DF',
      description:
        'Corridas: Corrida 1, Corrida 2\nClassificação às 11:00\n' +
        'https://clube.example/stockcar/proseries/etapa',
      url: 'https://clube.example/stockcar/proseries/etapa',
    });
    // Written as Brasília's wall clock, read back as the stored instant.
    expect(event?.start).toMatchObject({
      tzid: 'America/Sao_Paulo',
      written: '2030-04-14T14:00:00',
      allDay: false,
    });
    expect(event?.start.date.toISOString()).toBe('2030-04-14T17:00:00.000Z');
    // DTSTAMP: when the file was made, in UTC as RFC 5545 requires.
    expect(event?.stamp.utc).toBe(true);
    expect(event?.stamp.date.getTime()).toBeGreaterThanOrEqual(before);
    expect(event?.stamp.date.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('takes the API key in the query (a link sends no header), and 401 without one', async () => {
    const url = `${stageUrl(stage.id)}?apiKey=${TEST_API_KEY}`;
    const linked = await rc.t.app.inject({ method: 'GET', url });
    expect(linked.statusCode).toBe(200);
    expect(parseCalendar(linked.body).events[0]?.uid).toBe(`etapa-${stage.id}@${HOST}`);
    const keyless = await rc.t.app.inject({ method: 'GET', url: stageUrl(stage.id) });
    expect(keyless.statusCode).toBe(401);
  });

  it('answers 404 in Portuguese for an unknown stage', async () => {
    const res = await rc.t.get(stageUrl(999_999));
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Etapa não encontrada.');
  });
});

describe("a schedule day's .ics", () => {
  it('is an all-day event listing the day, with its own stable UID', async () => {
    const day = dayOf(stage);
    const { res, calendar } = await calendarAt(dayUrl(stage));
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="stockcar-proseries-2030-etapa-9-2030-04-13.ics"',
    );
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      uid: `programacao-${day.id}@${HOST}`,
      summary: 'Stock Car Pro Series · 9ª Etapa · Sábado',
      description:
        'Sábado\n09:30 Treino livre\n11:00 Classificação\n' +
        `https://clube.example/stockcar/proseries/programacao/${circuitoId}`,
      start: { written: '2030-04-13', allDay: true, tzid: null },
    });
  });

  it('answers 404 for a day of another stage', async () => {
    const other = await rc.send('POST', '/etapas', stageInput({ numero: 10 }));
    const otherDay = present(other.json<SavedStage>().programacoes[0]);
    const res = await rc.t.get(`/api/v1/Etapa/${stage.id}/programacao/${otherDay.id}/agenda.ics`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Dia de programação não encontrado nesta etapa.');
  });
});

describe("the category's season calendar (webcal feed)", () => {
  it('lists the stages and their days, named, with the UIDs of the single downloads', async () => {
    const { res, calendar } = await calendarAt(FEED_URL);
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="stockcar-proseries-2030.ics"',
    );
    expect(calendar.name).toBe('Stock Car Pro Series · Temporada 2030');
    const single = parseCalendar((await rc.t.get(stageUrl(stage.id))).body).events[0];
    const inFeed = eventWithUid(calendar.events, `etapa-${stage.id}@${HOST}`);
    expect(inFeed).toMatchObject({ summary: single?.summary, start: single?.start });
    eventWithUid(calendar.events, `programacao-${dayOf(stage).id}@${HOST}`);
    // Only this category's season: another category's feed does not carry the stage.
    await createTemporada(rc.t.db, { categoriaId: 3, ano: 2030 });
    const other = await calendarAt('/api/v1/Etapa/categoria/3/calendario.ics?ano=2030');
    expect(other.calendar.events).toEqual([]);
  });

  it("follows a console change of the stage's date: same UID, a higher SEQUENCE", async () => {
    const uid = `etapa-${stage.id}@${HOST}`;
    const dayUid = `programacao-${dayOf(stage).id}@${HOST}`;
    const before = (await calendarAt(FEED_URL)).calendar.events;
    // Cached: a write that announces nothing (straight to the table) is not seen yet...
    await rc.t.db.update(etapa).set({ horaClassificacao: '10:00' }).where(eq(etapa.id, stage.id));
    expect(eventWithUid((await calendarAt(FEED_URL)).calendar.events, uid).description).toContain(
      'Classificação às 11:00',
    );
    // ...the console's save is: it clears the read cache.
    await saveStage({ data: '2030-04-21T16:30:00.000Z', horaClassificacao: '11:00' });
    const after = (await calendarAt(FEED_URL)).calendar.events;
    const moved = eventWithUid(after, uid);
    expect(moved.start).toMatchObject({ written: '2030-04-21T13:30:00' });
    expect(moved.start.date.toISOString()).toBe('2030-04-21T16:30:00.000Z');
    expect(moved.sequence).toBeGreaterThan(eventWithUid(before, uid).sequence);
    expect(eventWithUid(after, dayUid).sequence).toBeGreaterThan(
      eventWithUid(before, dayUid).sequence,
    );
    // The single download says the same.
    const single = parseCalendar((await rc.t.get(stageUrl(stage.id))).body).events[0];
    expect(single).toMatchObject({ uid, sequence: moved.sequence });
  });

  it("carries a schedule day's change with the day's UID kept", async () => {
    const day = dayOf(stage);
    const before = eventWithUid(
      (await calendarAt(FEED_URL)).calendar.events,
      `programacao-${day.id}@${HOST}`,
    );
    await saveStage({
      programacoes: [{ ...day, html: '<p>10:00 Treino livre</p><p>12:00 Classificação</p>' }],
    });
    const after = eventWithUid(
      (await calendarAt(FEED_URL)).calendar.events,
      `programacao-${day.id}@${HOST}`,
    );
    expect(after.description).toMatch(/^10:00 Treino livre\n12:00 Classificação\n/);
    expect(after.sequence).toBe(before.sequence + 1);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await rc.t.get('/api/v1/Etapa/categoria/99/calendario.ics');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Categoria não encontrada.');
  });
});

describe('the calendar calls in the OpenAPI document', () => {
  it('answer text/calendar and take the API key in the query', async () => {
    const doc = (await rc.t.app.inject({ url: '/api/docs' })).json();
    for (const path of [
      '/api/v1/Etapa/{id}/agenda.ics',
      '/api/v1/Etapa/{idEtapa}/programacao/{idProgramacao}/agenda.ics',
      '/api/v1/Etapa/categoria/{categoriaId}/calendario.ics',
    ]) {
      const get = doc.paths[path]?.get;
      expect(Object.keys(get?.responses?.['200']?.content ?? {}), path).toEqual(['text/calendar']);
      expect(get.security, path).toEqual([{ apiKey: [] }, { apiKeyQuery: [] }]);
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { TemporadasSchema } from '@stockcar/shared/schemas/temporadas';
import { ApiError } from './api-error.ts';
import { getStaticJson } from './static-json.ts';
import { answerRequests } from '../testing/fake-api.ts';

describe('getStaticJson (the season files of public-site.md §7)', () => {
  it('reads the file at the site root with no API key or idioma', async () => {
    answerRequests(() => new Response('[2026,2025,2024]'));
    // Spied through to the fake API: the test is about what is handed to fetch.
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    await expect(getStaticJson('/temporadas.json', TemporadasSchema)).resolves.toEqual([
      2026, 2025, 2024,
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/temporadas.json', {
      headers: { accept: 'application/json' },
    });
  });

  it('fails on a bad status or a body outside the schema', async () => {
    answerRequests(() => new Response('nope', { status: 500 }));
    await expect(getStaticJson('/temporadas.json', TemporadasSchema)).rejects.toBeInstanceOf(
      ApiError,
    );
    answerRequests(() => new Response('{"anos":[]}'));
    await expect(getStaticJson('/temporadas.json', TemporadasSchema)).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

import { readRaw, writeRaw } from '../../../lib/storage.ts';

/** sessionStorage key of the leaderboard's last refresh (fan-club.md §4: "saved locally"). */
export const LAST_REFRESH_KEY = 'fanpushAtualizadoEm';

export function getLastRefresh(): number | undefined {
  const value = Number(readRaw('session', LAST_REFRESH_KEY));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function setLastRefresh(at: number): void {
  writeRaw('session', LAST_REFRESH_KEY, String(at));
}

const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** '14:05:09', Brasília time (DESIGN.md: times shown in America/Sao_Paulo). */
export const formatRefreshTime = (at: number) => time.format(at);

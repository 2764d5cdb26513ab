import { z } from 'zod';
import { STORAGE_KEYS } from '@stockcar/shared/constants';
import { PilotoFanpushSchema, type PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import { readJson, remove, writeJson } from '../storage.ts';

/*
 * `votosLocais` (fan-club.md §3, §4): the picks sent with `POST /Fanpush` and still waiting for
 * their SMS token. Kept in localStorage so a reload, or a return later, reopens the token step;
 * cleared on success and by logout (lib/session.ts).
 */

const LocalVotesSchema = z.object({
  idEtapaFanpush: z.number().int(),
  pilotos: z.array(PilotoFanpushSchema),
});
export type LocalVotes = z.infer<typeof LocalVotesSchema>;

export function getLocalVotes(): LocalVotes | undefined {
  return readJson('local', STORAGE_KEYS.localVotes, LocalVotesSchema);
}

export function setLocalVotes(idEtapaFanpush: number, pilotos: PilotoFanpush[]): void {
  writeJson('local', STORAGE_KEYS.localVotes, { idEtapaFanpush, pilotos });
}

export function clearLocalVotes(): void {
  remove('local', STORAGE_KEYS.localVotes);
}

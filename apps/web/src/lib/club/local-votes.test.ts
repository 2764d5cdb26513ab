import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalVotes, getLocalVotes, setLocalVotes } from './local-votes.ts';

const piloto = { id: 7, nome: 'Ana Lima', numero: '7', imagem: '/p/7.svg' };

beforeEach(() => localStorage.clear());

describe('votosLocais (fan-club.md §3)', () => {
  it('keeps the pending picks under votosLocais until cleared', () => {
    expect(getLocalVotes()).toBeUndefined();
    setLocalVotes(12, [piloto]);
    expect(JSON.parse(localStorage.getItem('votosLocais') ?? '')).toEqual({
      idEtapaFanpush: 12,
      pilotos: [piloto],
    });
    expect(getLocalVotes()).toEqual({ idEtapaFanpush: 12, pilotos: [piloto] });
    clearLocalVotes();
    expect(localStorage.getItem('votosLocais')).toBeNull();
  });

  it('treats a corrupt value as no pending vote', () => {
    localStorage.setItem('votosLocais', '{"idEtapaFanpush":"x"');
    expect(getLocalVotes()).toBeUndefined();
  });
});

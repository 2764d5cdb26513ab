import { describe, expect, it } from 'vitest';
import { hasScheduleLink, isGpSaoPaulo, latestFinished, stageAction } from './stage-rules.ts';

const race = (descricao: string) => ({ descricao, podio: [], podioTurismo: [] });
const next = {
  proxima: true,
  corridas: [race('Corrida 1'), race('Corrida 2')],
  urlTickets: 'https://ingressos.example/etapa-12',
};
const on = { show: true, link: 'https://ingressos.example' };
const off = { show: false, link: '' };

describe('stageAction: buy ticket, Saiba mais or nothing (public-site.md §2.5)', () => {
  it("offers the stage's tickets when the ticket button is on", () => {
    expect(stageAction(next, on)).toEqual({
      kind: 'ticket',
      href: 'https://ingressos.example/etapa-12',
    });
  });

  it("falls back to the button's own link when the stage has no ticket address", () => {
    expect(stageAction({ ...next, urlTickets: null }, on)).toEqual({
      kind: 'ticket',
      href: 'https://ingressos.example',
    });
  });

  it("says 'Saiba mais' when the ticket button is off, or there is nowhere to buy", () => {
    expect(stageAction(next, off)).toEqual({ kind: 'learn-more' });
    expect(stageAction({ ...next, urlTickets: null }, { show: true, link: '' })).toEqual({
      kind: 'learn-more',
    });
  });

  it('offers nothing on a stage with a race called SUPER RACE, flag on or off', () => {
    const superRace = { ...next, corridas: [race('Corrida 1'), race('Super Race ')] };
    expect(stageAction(superRace, on)).toEqual({ kind: 'none' });
    expect(stageAction(superRace, off)).toEqual({ kind: 'none' });
  });

  it('offers nothing on any stage but the next', () => {
    expect(stageAction({ ...next, proxima: false }, on)).toEqual({ kind: 'none' });
  });
});

describe("isGpSaoPaulo: 'GP São Paulo de F1' on a formula-4 stage of 03 NOV", () => {
  it('holds for formula-4 on 3 November, any year', () => {
    expect(isGpSaoPaulo('formula-4', { dataEtapa: '2024-11-03T17:00:00.000Z' })).toBe(true);
    expect(isGpSaoPaulo('formula-4', { dataEtapa: '2030-11-03T12:00:00.000Z' })).toBe(true);
  });

  it("reads the date in São Paulo's time, not UTC", () => {
    // 02:00 UTC on the 3rd is still the 2nd in São Paulo; 02:00 UTC on the 4th is the 3rd.
    expect(isGpSaoPaulo('formula-4', { dataEtapa: '2024-11-03T02:00:00.000Z' })).toBe(false);
    expect(isGpSaoPaulo('formula-4', { dataEtapa: '2024-11-04T02:00:00.000Z' })).toBe(true);
  });

  it('does not hold on other days or for other categories', () => {
    expect(isGpSaoPaulo('formula-4', { dataEtapa: '2025-11-02T17:00:00.000Z' })).toBe(false);
    expect(isGpSaoPaulo('formula-4', { dataEtapa: '2024-10-03T17:00:00.000Z' })).toBe(false);
    expect(isGpSaoPaulo('proseries', { dataEtapa: '2024-11-03T17:00:00.000Z' })).toBe(false);
  });
});

describe("hasScheduleLink: 'Programação' for a stage with a schedule, not finished", () => {
  const dia = {
    idProgramacao: 1,
    diaProgramacao: 'Sábado',
    dataProgramacao: '',
    htmlProgramacao: '',
  };
  it('shows for an open stage with schedule days', () => {
    expect(hasScheduleLink({ programacoes: [dia], finalizada: false })).toBe(true);
  });
  it('hides without a schedule or once finished', () => {
    expect(hasScheduleLink({ programacoes: [], finalizada: false })).toBe(false);
    expect(hasScheduleLink({ programacoes: [dia], finalizada: true })).toBe(false);
  });
});

describe('latestFinished: the home’s last races', () => {
  it('picks the finished stage with the latest date', () => {
    const stages = [
      { id: 1, finalizada: true, dataEtapa: '2026-04-12T17:00:00.000Z' },
      { id: 3, finalizada: false, dataEtapa: '2026-12-20T17:00:00.000Z' },
      { id: 2, finalizada: true, dataEtapa: '2026-11-08T17:00:00.000Z' },
    ];
    expect(latestFinished(stages)?.id).toBe(2);
  });
  it('is undefined when nothing has finished', () => {
    expect(latestFinished([{ finalizada: false, dataEtapa: '2026-12-20T17:00:00.000Z' }])).toBe(
      undefined,
    );
  });
});

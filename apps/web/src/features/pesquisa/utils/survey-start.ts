import { readRaw, writeRaw } from '../../../lib/storage.ts';

/** The survey's intro is shown until the member starts it; the start is kept per member. */
const keyOf = (idUsuario: number) => `pesquisaIniciada:${idUsuario}`;

export function hasStartedSurvey(idUsuario: number): boolean {
  return readRaw('local', keyOf(idUsuario)) === '1';
}

export function rememberSurveyStart(idUsuario: number): void {
  writeRaw('local', keyOf(idUsuario), '1');
}

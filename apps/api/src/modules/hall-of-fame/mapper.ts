import {
  HALL_OF_FAME_TOP_VITORIAS,
  type HallOfFameResponse,
} from '@stockcar/shared/schemas/hall-of-fame';
import type { Career } from './repository.ts';

const byName = (a: Career, b: Career) => a.nomePiloto.localeCompare(b.nomePiloto, 'pt-BR');

/** The response from the careers: champions, the top-10 wins, every driver by races. */
export function toHallOfFame(careers: readonly Career[]): HallOfFameResponse {
  const campeoes = careers
    .filter((c) => c.anos.length > 0)
    .sort((a, b) => b.anos.length - a.anos.length || b.vitorias - a.vitorias || byName(a, b))
    .map((c) => ({
      nomePiloto: c.nomePiloto,
      foto: c.foto,
      titulos: c.anos.length,
      anos: [...c.anos].sort((x, y) => x - y),
      vitorias: c.vitorias,
      numeroCorridas: c.corridas,
    }));
  const maioresVencedores = careers
    .filter((c) => c.vitorias > 0)
    .sort((a, b) => b.vitorias - a.vitorias || byName(a, b))
    .slice(0, HALL_OF_FAME_TOP_VITORIAS)
    .map((c, i) => ({ posicao: i + 1, nomePiloto: c.nomePiloto, vitorias: c.vitorias }));
  const pilotos = careers
    .filter((c) => c.corridas > 0)
    .sort((a, b) => b.corridas - a.corridas || byName(a, b))
    .map((c) => ({ nomePiloto: c.nomePiloto, numeroCorridas: c.corridas }));
  return { campeoes, maioresVencedores, pilotos };
}

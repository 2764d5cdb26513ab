import { siteDateParts } from '@stockcar/shared/dates';
import type { Language } from '@stockcar/shared/i18n';
import type { Etapa } from '@stockcar/shared/schemas/etapa';
import type { circuito, corrida, etapa, programacao } from '../../db/schema/index.ts';
import type { findPodiums } from './stages-repository.ts';

type Podium = Awaited<ReturnType<typeof findPodiums>>[number];

export interface StageParts {
  etapa: typeof etapa.$inferSelect;
  circuito: typeof circuito.$inferSelect;
  races: (typeof corrida.$inferSelect)[];
  podiums: Podium[];
  schedules: (typeof programacao.$inferSelect)[];
  proxima: boolean;
  /** Turismo classifies per class (A, B) and shows a podium per class. */
  turismo: boolean;
}

function racePodium(raceId: number, podiums: Podium[]) {
  return podiums
    .filter((p) => p.corridaId === raceId)
    .map((p) => ({
      posicao: p.posicao ?? 0,
      imagem: p.imagem,
      nome: `${p.nome} ${p.sobrenome}`,
      numero: p.numero,
    }));
}

/** Turismo podiums: one group per class (A, B). */
function turismoPodium(raceId: number, podiums: Podium[]) {
  const classes = [...new Set(podiums.filter((p) => p.subcategoria).map((p) => p.subcategoria))];
  return classes.sort().map((grupo) => ({
    grupo: grupo ?? '',
    pilotos: podiums
      .filter((p) => p.corridaId === raceId && p.subcategoria === grupo)
      .map((p) => ({ nome: `${p.nome} ${p.sobrenome}`, numero: p.numero })),
  }));
}

/** A stage as the spec's Etapa, from its rows. */
export function toEtapa(parts: StageParts, idioma: Language): Etapa {
  const { etapa: e, circuito: c } = parts;
  const { dia, mes, ano } = siteDateParts(e.data, idioma);
  const withClasses = parts.turismo;
  return {
    idEtapa: e.id,
    etapa: e.titulo,
    corridas: parts.races
      .filter((r) => r.etapaId === e.id)
      .map((r) => ({
        descricao: r.descricao,
        // A race's podium shows once its results are official (issue 11).
        podio: r.situacao === 'oficial' && !withClasses ? racePodium(r.id, parts.podiums) : [],
        podioTurismo:
          r.situacao === 'oficial' && withClasses ? turismoPodium(r.id, parts.podiums) : [],
      })),
    dataEtapa: e.data.toISOString(),
    dataDia: dia,
    dataMes: mes,
    dataAno: ano,
    horaClassificacao: e.horaClassificacao,
    circuito: c.nome,
    cidade: c.cidade,
    imagemCircuito: c.imagem,
    idCircuito: c.id,
    finalizada: e.finalizada,
    proxima: parts.proxima,
    programacoes: parts.schedules
      .filter((s) => s.etapaId === e.id)
      .map((s) => ({
        idProgramacao: s.id,
        diaProgramacao: s.dia,
        dataProgramacao: s.data,
        htmlProgramacao: s.html,
      })),
    urlTickets: e.urlTickets,
  };
}

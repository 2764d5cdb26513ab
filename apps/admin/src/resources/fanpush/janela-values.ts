import type {
  FanpushJanelaDetalhe,
  FanpushJanelaInput,
} from '@stockcar/shared/schemas/admin/fanpush';
import { text } from '../../components/form-values.ts';

/**
 * The window form's values as `PUT /fanpush/:id` reads them: only what race control adjusts
 * (the data provider adds the `versao` the page was loaded at). Times are already ISO instants
 * (the inputs parse Brasília time); an emptied time stays '' so the contract names it.
 */
export function janelaInput(values: Record<string, unknown>): Omit<FanpushJanelaInput, 'versao'> {
  const candidatos = Array.isArray(values.candidatos) ? values.candidatos : [];
  return {
    dataInicioVotacao: text(values.dataInicioVotacao),
    dataFimVotacao: text(values.dataFimVotacao),
    candidatos: candidatos.filter((id): id is number => typeof id === 'number'),
    urlVideo: text(values.urlVideo).trim(),
  };
}

/** What the contract validates: the input and the version it is saved over. */
export const janelaToValidate = (values: Record<string, unknown>) => ({
  ...janelaInput(values),
  versao: values.versao,
});

const porNumero = new Intl.Collator('pt-BR', { numeric: true });

export interface CandidatoChoice {
  idPiloto: number;
  rotulo: string;
  /** Already voted for: a candidate with ballots can't be taken out of the vote. */
  disabled: boolean;
}

/**
 * The candidate checkboxes: every driver entered in the stage's season, plus any current
 * candidate no longer on the entry list (so the form never drops one unseen), by number.
 */
export function candidatoChoices(janela: FanpushJanelaDetalhe): CandidatoChoice[] {
  const votados = new Set(janela.contagem.filter((c) => c.votos > 0).map((c) => c.idPiloto));
  const inscritos = new Map(janela.inscritos.map((i) => [i.idPiloto, i]));
  for (const c of janela.contagem) {
    if (!inscritos.has(c.idPiloto) && janela.candidatos.includes(c.idPiloto)) {
      inscritos.set(c.idPiloto, { idPiloto: c.idPiloto, nome: c.nome, numero: c.numero });
    }
  }
  return [...inscritos.values()]
    .sort((a, b) => porNumero.compare(a.numero, b.numero) || porNumero.compare(a.nome, b.nome))
    .map((i) => ({
      idPiloto: i.idPiloto,
      rotulo: `#${i.numero} ${i.nome}`,
      disabled: votados.has(i.idPiloto) && janela.candidatos.includes(i.idPiloto),
    }));
}

import type { CorridaDetalhe } from '@stockcar/shared/schemas/admin/resultados';
import type { ImportacaoResposta } from '@stockcar/shared/schemas/admin/resultados-importacao';

/** A Pro Series race as the API reads it, for the results area's unit tests. */
export function corridaFixture(overrides: Partial<CorridaDetalhe> = {}): CorridaDetalhe {
  return {
    id: 41,
    versao: 3,
    etapaId: 9,
    categoriaId: 1,
    categoria: 'Stock Car Pro Series',
    temporada: 2026,
    etapaNumero: 4,
    etapa: '4ª Etapa',
    circuito: 'Interlagos',
    data: '2026-05-10T17:00:00.000Z',
    numero: 1,
    descricao: 'Corrida 1',
    tipo: null,
    situacao: 'provisorio',
    oficialEm: null,
    resultados: 2,
    classificaPorClasse: false,
    pole: { inscricaoId: 2, numero: '7' },
    voltaRapida: { inscricaoId: 1, numero: '12' },
    voltaRapidaTempo: '1:30.900',
    classificacao: [
      {
        posicao: 1,
        numero: '12',
        inscricaoId: 1,
        piloto: 'João Conceição',
        equipe: 'Equipe Azul',
        subcategoria: null,
        voltas: 30,
        tempo: '45:01.234',
        largada: 2,
        status: 'classificado',
        pontos: 30,
      },
      {
        posicao: null,
        numero: '7',
        inscricaoId: 2,
        piloto: 'Ana Alves',
        equipe: 'Equipe Verde',
        subcategoria: null,
        voltas: 12,
        tempo: '',
        largada: 1,
        status: 'DNF',
        pontos: 0,
      },
    ],
    inscritos: [
      { id: 2, numero: '7', piloto: 'Ana Alves', equipe: 'Equipe Verde', subcategoria: null },
      { id: 1, numero: '12', piloto: 'João Conceição', equipe: 'Equipe Azul', subcategoria: null },
    ],
    ...overrides,
  };
}

/** What corridaFixture's classification is in the editor, and as the save sends it. */
export const FIXTURE_CLASSIFICACAO = {
  classificacao: [
    {
      numero: '12',
      posicao: 1,
      status: 'classificado' as const,
      voltas: 30,
      tempo: '45:01.234',
      largada: 2,
    },
    { numero: '7', posicao: null, status: 'DNF' as const, voltas: 12, tempo: '', largada: 1 },
  ],
  pole: '7',
  voltaRapida: '12',
  voltaRapidaTempo: '1:30.900',
};

/** A timing file's preview: line 2 valid, line 3 with a car not entered. */
export function previaFixture(overrides: Partial<ImportacaoResposta> = {}): ImportacaoResposta {
  const linha = {
    piloto: '',
    voltas: '30',
    tempo: '',
    status: '',
    largada: '',
    melhorVolta: '',
  };
  return {
    valido: false,
    colunas: ['POS', 'NUM', 'VOLTAS'],
    linhas: [
      {
        ...linha,
        linha: 2,
        posicao: '1',
        numero: '12',
        inscrito: {
          id: 1,
          numero: '12',
          piloto: 'João Conceição',
          equipe: 'Azul',
          subcategoria: null,
        },
        erros: [],
      },
      {
        ...linha,
        linha: 3,
        posicao: '2',
        numero: '77',
        inscrito: null,
        erros: ['O carro 77 não está inscrito na temporada 2026 da Stock Car Pro Series.'],
      },
    ],
    erros: [],
    resumo: {
      codificacao: 'UTF-8',
      separador: ';',
      ignoradas: ['KM/H'],
      linhas: 2,
      classificados: 2,
      naoClassificados: 0,
      pole: null,
      voltaRapida: null,
      voltaRapidaTempo: '',
    },
    corrida: null,
    ...overrides,
  };
}

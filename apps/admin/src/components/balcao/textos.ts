/** The commercial desk's texts (proposals, leads, candidates); the console is pt-BR only. */
export const BALCAO_TEXTOS = {
  status: 'Status',
  salvandoStatus: 'Salvando o status…',
  statusAlterado: 'Status alterado para "%{status}".',
  notas: 'Notas internas',
  carregandoNotas: 'Carregando as notas…',
  semNotas: 'Nenhuma nota ainda.',
  erroNotas: 'Não foi possível carregar as notas.',
  tentarDeNovo: 'Tentar de novo',
  novaNota: 'Nova nota',
  novaNotaAjuda: 'Visível só para a equipe.',
  adicionarNota: 'Adicionar nota',
  notaAdicionada: 'Nota adicionada.',
  falhaNota: 'Não foi possível adicionar a nota. Tente de novo.',
  exportar: 'Exportar CSV',
  exportando: 'Exportando…',
  exportado: 'Arquivo %{arquivo} baixado.',
  falhaExportar: 'Não foi possível exportar o CSV. Tente de novo.',
  rede: 'Sem conexão com o servidor. Tente de novo.',
  recebidoDe: 'Recebido a partir de',
  recebidoAte: 'Recebido até',
  recebidoEm: 'Recebido em',
  notasContagem: 'Notas',
} as const;

/** `%{name}` placeholders filled, for texts shown as they are (not translation keys). */
export const preencher = (texto: string, valores: Record<string, string>) =>
  texto.replace(/%\{(\w+)\}/g, (_, nome: string) => valores[nome] ?? '');

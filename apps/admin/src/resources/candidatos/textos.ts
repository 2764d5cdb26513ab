/** The CV download's texts (pt-BR). */
export const CV_TEXTOS = {
  baixar: 'Baixar currículo',
  baixando: 'Baixando…',
  baixado: 'Currículo %{arquivo} baixado.',
  ausente: 'Este candidato não enviou currículo.',
  naoEncontrado: 'O currículo deste candidato não foi encontrado no servidor.',
  falha: 'Não foi possível baixar o currículo. Tente de novo.',
  semPermissao: 'Só as equipes comercial e de administração baixam currículos.',
  rede: 'Sem conexão com o servidor. Tente de novo.',
  recebidoEm: 'recebido em %{data}',
} as const;

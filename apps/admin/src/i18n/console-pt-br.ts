/**
 * The console's own texts (sign-in, invitation, conflicts) and the names of resources and
 * fields, in react-admin's `resources.<name>.fields.<field>` convention. A new area adds its
 * `resources.<area>` entry in its folder (see resources/index.ts) and merges it in i18n/index.ts.
 */
export const consolePtBr = {
  console: {
    titulo: 'Stock Car · Console',
    lista: { tabela: 'Registros (deslize para o lado para ver todas as colunas)' },
    login: {
      titulo: 'Console da equipe',
      email: 'E-mail',
      senha: 'Senha',
      codigo: 'Código do autenticador',
      codigo_ajuda: 'Os 6 dígitos do aplicativo autenticador',
      entrar: 'Entrar',
      falha: 'E-mail, senha ou código inválidos.',
    },
    sessao: { expirada: 'Sua sessão terminou. Entre novamente.' },
    brasilia: { ajuda: 'Horário de Brasília.' },
    sobre: { pt: 'Sobre', en: 'Sobre, em inglês (Fórmula 4)' },
    conflito: {
      recarregar: 'Recarregar',
      padrao: 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    },
    validacao: { codigo: 'Informe os 6 dígitos do código' },
    inicio: {
      titulo: 'Olá, %{nome}',
      papel: 'Seu papel: %{papel}',
      sem_areas: 'Seu papel ainda não tem áreas neste console.',
    },
    papeis: {
      admin: 'Administração',
      editor: 'Editorial',
      marketing: 'Marketing',
      commercial: 'Comercial',
      club: 'Stock Club',
      'race-control': 'Direção de prova',
    },
    acoes: {
      criar: 'Criar',
      editar: 'Editar',
      excluir: 'Excluir',
      arquivar: 'Arquivar',
      baixar: 'Baixar',
      status: 'Status',
      nota: 'Nota',
      convidar: 'Convidar',
    },
    convite: {
      titulo: 'Ative seu acesso ao console',
      carregando: 'Verificando o convite…',
      invalido_titulo: 'Link inválido ou expirado',
      invalido: 'Este link de convite não vale mais. Peça um novo convite a um administrador.',
      erro: 'Não foi possível carregar o convite. Tente novamente em instantes.',
      para: 'Convite para %{nome} (%{email}), papel %{papel}.',
      passo_qr: '1. No aplicativo autenticador, leia o QR code ou digite a chave abaixo.',
      qr_alt: 'QR code para cadastrar o console no aplicativo autenticador',
      chave: 'Chave do autenticador',
      passo_senha: '2. Escolha sua senha e confirme com o código que o aplicativo mostra.',
      senha: 'Senha',
      confirmacao: 'Confirme a senha',
      confirmacao_diferente: 'As senhas não conferem',
      codigo: 'Código do autenticador',
      enviar: 'Ativar acesso',
      falha: 'Não foi possível ativar o acesso. Confira os campos e tente novamente.',
      sucesso_titulo: 'Acesso ativado',
      sucesso: 'Pronto! Entre com seu e-mail, sua senha e o código do autenticador.',
      entrar: 'Ir para o login',
    },
  },
};

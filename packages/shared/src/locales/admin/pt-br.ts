/** The staff console's server texts (issue 10): problem details and the invitation e-mail. */
export const adminPtBr = {
  naoAutenticado: 'Entre no console para continuar.',
  semPermissao: 'O seu papel não dá acesso a esta área do console.',
  loginInvalido: 'E-mail, senha ou código inválidos.',
  sessaoExpirada: 'A sua sessão no console terminou. Entre de novo.',
  conviteInvalido: 'Este link de configuração é inválido, já foi usado ou expirou.',
  codigoInvalido:
    'Código inválido. Confira o horário do celular e use o código atual do aplicativo.',
  emailEmUso: 'Já existe uma conta do console com este e-mail.',
  conflitoVersao:
    'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  naoEncontrado: 'Registro não encontrado.',
  /**
   * A unique constraint refused a write (two saves of the same record at once). The console's
   * writes meet it; kept among the server's texts, out of the public site's first load.
   */
  gravacaoSimultanea:
    'Outra pessoa salvou um registro igual neste mesmo instante. Recarregue a página e confira.',
  cvAusente: 'Este candidato não tem currículo recebido.',
  ultimoAdmin: 'O console precisa de pelo menos um administrador ativo.',
  noticiaSemTexto: 'Escreva o texto da notícia.',
  paginaLegalRepetida: 'Esta categoria já tem esta página legal.',
  paginaEventoRepetida: 'Esta página de evento já existe.',
  convite: {
    subject: 'Console Stock Car: configure o seu acesso',
    intro: '{{nome}}, você foi convidado(a) para o console da Stock Car com o papel {{papel}}.',
    instructions:
      'Para escolher a sua senha e cadastrar o aplicativo autenticador, acesse o link abaixo (válido por {{horas}} horas):',
    notYou: 'Se você não esperava este convite, ignore este e-mail.',
  },
};

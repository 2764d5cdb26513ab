/**
 * Texts of the member's account screens (fan-club.md §2, §4): login, passwords, activation and
 * profile. Portuguese only, like the whole club; the spec's messages stay in `clube`.
 * A namespace of its own, registered by those screens' chunks (lib/club-i18n.ts).
 */
export const contaPtBr = {
  /** The account pages' titles and leads (routes under /stockclub). */
  paginas: {
    login: {
      titulo: 'Stock Club',
      lead: 'O clube de fãs da Stock Car. Como sócio, você tem:',
      descontos: 'descontos em ingressos e produtos;',
      sorteios: 'sorteios exclusivos;',
      bastidores: 'acesso aos bastidores.',
    },
    atualizarSenha: {
      titulo: 'Atualizar senha',
      lead: 'Informe a senha atual e crie a nova. Depois da troca, entre novamente com a nova senha.',
    },
    esqueci: {
      titulo: 'Esqueci minha senha',
      lead: 'Informe o e-mail da sua conta do Stock Club: enviaremos um link para você criar uma nova senha.',
    },
    pendente: {
      titulo: 'Ative o novo e-mail',
      lead: 'O e-mail da sua conta foi alterado. Enviamos um link de ativação para o novo endereço: abra-o para voltar a acessar o Stock Club.',
    },
    redefinir: {
      titulo: 'Redefinir senha',
      lead: 'Crie a nova senha da sua conta do Stock Club.',
      semLink:
        'Para redefinir a sua senha, peça um link na página “Esqueci minha senha”: enviaremos para o seu e-mail um link válido por 30 minutos, que pode ser usado uma vez.',
      abrirLink: 'Abra o link do e-mail neste navegador e crie a nova senha.',
      esqueci: 'Esqueci minha senha',
    },
    confirmacao: {
      titulo: 'Ativação da conta',
      semLink:
        'Para ativar a sua conta do Stock Club, abra o link que enviamos para o seu e-mail depois do cadastro. Menores de 18 anos precisam também da autorização do responsável, que recebe um link próprio.',
      novoLink:
        'Não encontrou o e-mail ou o link expirou? Entre com o seu e-mail e senha: enviaremos um novo link de ativação.',
      irLogin: 'Ir para o login',
    },
  },
  login: {
    email: 'E-mail',
    senha: 'Senha',
    entrar: 'Entrar',
    entrando: 'Entrando…',
    esqueci: 'Esqueci minha senha',
    cadastro: 'Ainda não é sócio? Cadastre-se',
  },
  senha: {
    nova: 'Nova senha',
    confirmaNova: 'Confirme a nova senha',
    atual: 'Senha atual',
    atualizar: 'Atualizar senha',
    redefinir: 'Redefinir senha',
    linkExpirou: 'O link expirou? Peça um novo',
    enviando: 'Enviando…',
  },
  esqueci: {
    email: 'E-mail',
    enviar: 'Enviar link',
    validade:
      'O link vale por 30 minutos. Não recebeu? Confira a caixa de spam ou peça outro link.',
    pedirOutro: 'Pedir outro link',
    voltar: 'Voltar para o login',
    lembrou: 'Lembrou a senha? Voltar para o login',
  },
  logout: {
    aviso: 'Você será desconectado em {{left}} {{unit}} e levado ao login.',
    segundo: 'segundo',
    segundos: 'segundos',
  },
  ativacao: {
    titulo: 'Ativação da conta',
    ativando: 'Ativando a conta…',
    autorizando: 'Registrando a autorização…',
    linkExpirado:
      'Se o link expirou, entre com o seu e-mail e senha: enviaremos um novo link de ativação.',
    irLogin: 'Ir para o login',
    ativada: 'Conta ativada!',
    ativadaTexto: 'Seu e-mail foi confirmado e a sua conta do Stock Club está ativa.',
    emailConfirmado: 'E-mail confirmado!',
    aguardandoResponsavel:
      'Agora falta a autorização do seu responsável: enviamos a ele um e-mail com o link para autorizar o seu cadastro.',
    faltaLogin:
      'Falta pouco para ativar a sua conta: acesse com o seu e-mail e senha para concluir.',
    autorizado: 'Cadastro autorizado!',
    socio: 'o sócio',
    autorizadoTexto: 'Obrigado! O cadastro de {{member}} no Stock Club foi autorizado.',
    contaAtiva: '{{authorised}} A conta já pode ser acessada.',
    faltaPouco: '{{authorised}} Falta pouco para a conta ficar ativa.',
    faltaEmail:
      '{{authorised}} Falta apenas {{member}} confirmar o próprio e-mail pelo link de ativação que enviamos para o e-mail cadastrado.',
  },
  perfil: {
    completar: 'Complete seu cadastro',
    completarTexto: 'Para aproveitar o Stock Club, confirme os seus dados.',
    enviar: 'Enviar',
    enviando: 'Enviando…',
    salvar: 'Salvar',
    salvando: 'Salvando…',
    /** Labels keyed by the profile's field names. */
    name: 'Nome',
    sobrenome: 'Sobrenome',
    genero: 'Gênero',
    selecione: 'Selecione',
    cpf: 'CPF',
    dataNascimento: 'Data de nascimento (dd/mm/aaaa)',
    email: 'E-mail',
    emailConfirm: 'Confirme o e-mail',
    phone: 'Celular',
    cep: 'CEP',
    buscandoCep: 'Buscando endereço…',
    logradouro: 'Endereço',
    bairro: 'Bairro',
    cidade: 'Cidade',
    uf: 'UF',
    optins: 'Quero receber novidades do Stock Club por:',
    emailOptin: 'E-mail',
    smsOptin: 'SMS',
    whatsAppOptin: 'WhatsApp',
    foto: 'Sua foto',
    escolherFoto: 'Escolher foto',
    removerFoto: 'Remover foto',
  },
  celular: {
    titulo: 'Celular',
    atual: 'Atual: {{phone}}',
    nenhum: 'nenhum',
    validado: '(validado)',
    naoValidado: '(não validado)',
    novo: 'Novo celular',
    alterar: 'Alterar celular',
    validar: 'Validar celular',
    tokenPara: 'Token enviado por SMS para {{telefone}}',
    confirmar: 'Confirmar',
    reenviarEm: 'Reenviar token em {{seconds}} s',
    reenviar: 'Reenviar token',
    trocar: 'Trocar número',
  },
};

/**
 * Texts of the Stock Club (fan-club.md §5 and §8), verbatim where the spec gives them (the
 * leading ' - ' and '- ' of some are the spec's). The others are the server's own details.
 */
export const clubePtBr = {
  // fan-club.md §5, verbatim
  senhasDiferentes: ' - Ambos campos de senha devem ser iguais',
  senhaRequisitos: ' - Senhas não atendem os requisitos obrigatórios',
  cpfInvalido: '- Número de CPF inválido',
  dataInvalida: 'Data informada inválida, por favor coloque uma data válida',
  menorDe14: 'Usuário menor de 14 anos NÃO pode ser cadastrar na plataforma',
  emailsDiferentes: 'Ambos os campos de email devem ser iguais',
  emailInvalido: 'E-mail inválido',
  celularInvalido: 'Número de Celular inválido',
  preenchaTodos: '- Preencha todos os campos',
  // fan-club.md §8, verbatim
  loginFalha: 'Algo deu errado na requisição',
  emailNaoCadastrado: 'E-mail incorreto, ou não cadastrado',
  resetFalha: 'Ocorreu um erro ao processar a requisição.',
  atualizarSenhaFalha: 'Algo deu errado. Verifique se a senha atual está correta e tente novamente',
  cadastroFalha: 'Algo deu errado ao criar a conta',
  usuarioJaCadastrado: 'Usuário já possui cadastro. Verifique o E-mail e tente novamente.',
  ativacaoFalha: 'Algo deu erro ao realizar a ativação da conta',
  tokenFalha: 'Algo deu errado ao validar o token',
  erroGenerico: 'Ocorreu um erro ao processar a requisição',
  semPilotosFanpush: 'Não há pilotos cadastrados nesse Fanpush',
  atualizacaoSucesso: 'Atualização realizada com sucesso',
  tokenEnviado: 'Token enviado com sucesso para o celular',
  telefoneValidado: 'Telefone validado com sucesso',
  tresPilotos: 'Você escolheu 3 pilotos!',
  senhaRedefinida: 'Senha redefinida com sucesso!',
  acessarConta: 'ACESSAR CONTA',
  usuarioNaoEncontrado: 'Usuário não encontrado',

  // The server's own details (not in the spec)
  obrigatorio: 'Campo obrigatório.',
  senhaLonga: 'A senha deve ter no máximo 128 caracteres.',
  senhaComum: 'Senha muito comum: escolha uma senha mais difícil de adivinhar.',
  senhaFraca:
    'Senha fácil de adivinhar: evite nomes, datas e sequências e escolha uma combinação mais longa.',
  senhaAtualIncorreta: 'A senha atual está incorreta.',
  loginInvalido: 'E-mail ou senha incorretos.',
  contaNaoAtivada:
    'Conta ainda não ativada. Verifique o e-mail de ativação que enviamos para você.',
  contaNaoAtivadaReenviada:
    'Conta ainda não ativada. O link anterior expirou: enviamos um novo link de ativação para o seu e-mail.',
  aguardandoResponsavel:
    'Conta aguardando a autorização do responsável. Verifique o e-mail enviado para ele.',
  aguardandoCodigoSms: 'Confirme o código enviado por SMS para o seu celular antes de entrar.',
  linkInvalido: 'Link inválido, expirado ou já utilizado.',
  codigoInvalido: 'Código inválido ou expirado.',
  codigoEsgotado: 'Código inválido: tentativas esgotadas. Solicite um novo código.',
  aguardeReenvio: 'Aguarde para solicitar um novo código.',
  smsIndisponivel: 'Não foi possível enviar o SMS agora. Tente novamente em instantes.',
  limiteSms: 'Limite de envios por SMS atingido. Tente novamente mais tarde.',
  celularSemSms: 'Este número não recebe SMS: informe um celular válido.',
  nenhumCadastroPendente: 'Nenhum cadastro aguardando confirmação para este celular.',
  semTrocaPendente: 'Nenhuma troca de celular pendente: informe o novo número.',
  telefoneAntigoDiferente: 'O telefone atual informado não confere com o cadastro.',
  responsavelObrigatorio: 'Informe o e-mail do responsável (menores de 18 anos).',
  responsavelIgual: 'O e-mail do responsável deve ser diferente do seu e-mail.',
  responsavelInvalido: 'E-mail do responsável inválido',
  aceiteTermos: 'É preciso aceitar os termos de uso.',
  paisObrigatorio: 'Selecione o seu país.',
  pilotoObrigatorio: 'Escolha o seu piloto favorito.',
  pilotoInvalido: 'Piloto não encontrado.',
  generoInvalido: 'Selecione uma opção de gênero.',
  ufInvalida: 'UF inválida.',
  captchaInvalido: 'Falha na verificação de segurança. Tente novamente.',
  captchaNecessario:
    'Muitas tentativas nesta conta: conclua a verificação de segurança para entrar.',
  cepInvalido: 'CEP inválido: use o formato 99999-999.',
  cepNaoEncontrado: 'CEP não encontrado.',
  cepIndisponivel:
    'Serviço de consulta de CEP indisponível no momento. Preencha o endereço manualmente.',
  sessaoExpirada: 'Sessão expirada. Faça login novamente.',
  menorSemResponsavel:
    'Menores de 18 anos precisam da autorização do responsável: fale com o atendimento do Stock Club.',
  dadoImutavel: 'CPF e data de nascimento não podem ser alterados depois de informados.',
  fotoInvalida: 'Foto inválida: envie uma imagem JPEG, PNG ou WebP.',
  fotoGrande: 'A foto deve ter no máximo 5 MB.',
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  // Fan Push (issue 6), the server's own details
  fanpushTresPilotos: 'Você deve escolher exatamente 3 pilotos.',
  fanpushPilotosRepetidos: 'Escolha 3 pilotos diferentes.',
  fanpushPilotoInelegivel: 'Piloto não participa desta votação.',
  fanpushNaoEncontrado: 'Não há Fanpush para esta etapa.',
  fanpushNaoIniciado: 'A votação desta etapa ainda não começou.',
  fanpushEncerrado: 'Votação encerrada.',
  fanpushJaVotou: 'Você já votou nesta etapa.',
  fanpushSemVotoPendente: 'Nenhum voto aguardando confirmação nesta etapa: escolha os pilotos.',
  fanpushCelularInativo: 'Para votar, valide o seu celular no perfil.',
  fanpushFluxoNaoAceito: 'Para votar, aceite o regulamento do Fanpush.',
  fanpushVotoConfirmado: 'Voto confirmado com sucesso!',
  // Meus dados, LGPD self-service (issue 12)
  consentimentoInvalido: 'Escolha uma das preferências de comunicação: e-mail, SMS ou WhatsApp.',
  consentimentoAtualizado: 'Preferência atualizada com sucesso.',
  sessaoNaoEncontrada: 'Sessão não encontrada ou já encerrada.',
  sessaoEncerrada: 'Sessão encerrada.',
  exclusaoSemCelular:
    'Para excluir a conta, cadastre no seu perfil um celular que receba SMS: o código de confirmação vai para ele.',
  exclusaoSenhaIncorreta: 'Senha incorreta.',
  contaExcluida: 'Sua conta foi excluída. Enviamos uma confirmação para o seu e-mail.',
  autorizacaoRevogada:
    'Autorização revogada: a conta foi excluída e enviamos uma confirmação para o seu e-mail.',
} as const;

/**
 * The server's e-mails (fan-club.md §2, §9, issue 12), read by apps/api through packages/shared/src/translate.ts: the
 * members' e-mails line by line, then the notices the forms send to the staff.
 */
export const emailsPtBr = {
  signature: 'Equipe Stock Club',
  greeting: 'Olá, {{nome}}!',
  greetingAnonymous: 'Olá!',
  activation: {
    subject: 'Stock Club: ative a sua conta',
    instructions:
      'Para ativar a sua conta do Stock Club, acesse o link abaixo (válido por 24 horas):',
    notYou: 'Se você não se cadastrou, ignore este e-mail.',
  },
  guardian: {
    subject: 'Stock Club: autorização do responsável',
    intro:
      '{{nome}} ({{email}}) se cadastrou no Stock Club e informou este e-mail como o do responsável legal. Menores de 18 anos precisam da sua autorização para usar a conta.',
    instructions: 'Para autorizar, acesse o link abaixo (válido por 7 dias):',
    notYou: 'Se você não reconhece este cadastro, ignore este e-mail: a conta continuará inativa.',
    revoke:
      'Guarde este e-mail: até o titular completar 18 anos, você pode revogar a autorização a qualquer momento pelo link abaixo. A conta e os dados dele serão excluídos.',
  },
  reset: {
    subject: 'Stock Club: redefinição de senha',
    instructions:
      'Recebemos um pedido para redefinir a senha da sua conta. Acesse o link abaixo (válido por 30 minutos):',
    notYou: 'Se você não pediu, ignore este e-mail: a sua senha continua a mesma.',
  },
  emailChanged: {
    subject: 'Stock Club: o e-mail da sua conta foi alterado',
    notice:
      'O e-mail da sua conta do Stock Club foi alterado para {{newEmail}}. A conta fica pendente até a ativação pelo novo endereço.',
    notYou: 'Se não foi você, responda a este e-mail imediatamente.',
  },
  accountDeleted: {
    subject: 'Stock Club: sua conta foi excluída',
    notice:
      'A sua conta do Stock Club foi excluída, como você pediu. Os seus dados pessoais foram apagados; os votos do Fanpush que você confirmou continuam contados, sem nenhum vínculo com você.',
    notYou:
      'Você pode se cadastrar novamente quando quiser. Se não foi você quem pediu a exclusão, responda a este e-mail.',
  },
  authorisationRevoked: {
    subject: 'Stock Club: autorização revogada',
    notice:
      'Você revogou a autorização da conta de {{nome}} no Stock Club. A conta foi excluída e os dados pessoais dela foram apagados.',
    notYou: 'Se não foi você, responda a este e-mail.',
  },
  reward: {
    subject: 'Stock Club: seu prêmio da {{fase}}ª volta',
    earned: 'Você completou a {{fase}}ª volta da pesquisa do Stock Club e ganhou {{premio}}.',
    fallbackPrize: 'um prêmio',
    code: 'Seu código: {{codigo}}',
    redeem: 'Apresente este código para resgatar o seu prêmio.',
  },
  notices: {
    sponsorSubject: 'Novo interessado em patrocínio: {{empresa}}',
    talentSubject: 'Banco de talentos: {{nome}} ({{area}})',
    talentCvMissingSubject: 'Banco de talentos: {{nome}} ({{area}}) — sem currículo',
    /** The CV line of the talent-bank notice: sent once the CV arrived, or 24 h without it. */
    talentCv: {
      label: 'Currículo',
      received:
        'recebido em {{data}} ({{arquivo}}). Baixe-o no console, em Banco de talentos (perfis comercial e admin).',
      missing:
        'não enviado. O candidato não anexou o currículo nas 24 horas seguintes ao cadastro, e o prazo para o envio terminou.',
    },
    b2bSubject: 'Nova proposta B2B: {{produto}}',
    /** Labels of the submitted fields, one a line. */
    fields: {
      empresa: 'Empresa',
      responsavel: 'Responsável',
      cargo: 'Cargo',
      email: 'E-mail',
      celular: 'Celular',
      interesse: 'Interesse',
      objetivos: 'Objetivos',
      outrosObjetivos: 'Outros objetivos',
      nome: 'Nome',
      cep: 'CEP',
      area: 'Área',
      linkedin: 'LinkedIn',
      porque: 'Por que',
      sonho: 'Sonho',
    },
  },
} as const;

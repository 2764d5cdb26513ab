import { lazy } from 'react';
import { Resource } from 'react-admin';
import BadgeIcon from '@mui/icons-material/Badge';
import type { ConsoleResource } from '../types.ts';

const MembrosList = lazy(() => import('./membros-list.tsx'));
const MembrosShow = lazy(() => import('./membros-show.tsx'));

/**
 * The members desk (role club, read-only): find a member by e-mail or CPF (shown masked), see
 * the account's state, guardian authorisation, opt-ins and consent history, resend activation.
 */
export const membros: ConsoleResource = {
  area: 'membros',
  element: (
    <Resource
      name="membros"
      icon={BadgeIcon}
      list={MembrosList}
      show={MembrosShow}
      recordRepresentation="email"
    />
  ),
  messages: {
    name: 'Membro |||| Membros',
    fields: {
      q: 'E-mail ou CPF',
      nome: 'Nome',
      sobrenome: 'Sobrenome',
      email: 'E-mail',
      cpf: 'CPF',
      ativo: 'Ativo',
      cadastroCompleto: 'Cadastro completo',
      criadoEm: 'Cadastrado em',
      estrangeiro: 'Estrangeiro',
      pais: 'País',
      cidade: 'Cidade',
      uf: 'UF',
      'estado.emailConfirmado': 'E-mail confirmado',
      'estado.aguardandoResponsavel': 'Aguardando responsável',
      'estado.aguardandoCodigoSms': 'Aguardando código SMS',
      'estado.ativo': 'Conta ativa',
      'estado.cadastroCompleto': 'Cadastro completo',
      'responsavel.exigido': 'Exige responsável',
      'responsavel.email': 'E-mail do responsável',
      'responsavel.autorizado': 'Autorizado pelo responsável',
      'responsavel.autorizadoEm': 'Autorizado em',
      'optins.email': 'Aceita e-mail',
      'optins.sms': 'Aceita SMS',
      'optins.whatsapp': 'Aceita WhatsApp',
      ativacaoEnviadaEm: 'Último e-mail de ativação',
      consentimentos: 'Histórico de consentimentos',
      finalidade: 'Finalidade',
      concedido: 'Concedido',
      origem: 'Origem',
      concedidoPor: 'Por',
      versaoTexto: 'Versão do texto',
      data: 'Data',
    },
    secoes: {
      conta: 'Conta',
      estado: 'Situação da conta',
      responsavel: 'Autorização do responsável',
      optins: 'Comunicações',
      consentimentos: 'Histórico de consentimentos',
    },
    reenviar: 'Reenviar e-mail de ativação',
    reenviado: 'E-mail de ativação reenviado.',
    nenhum_consentimento: 'Nenhum consentimento registrado.',
  },
};

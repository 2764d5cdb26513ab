import { Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ReenviarAtivacaoButton } from './reenviar-ativacao-button.tsx';

function Secao({ texto }: { texto: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2">
      {translate(`resources.membros.secoes.${texto}`)}
    </Typography>
  );
}

function Acoes() {
  return (
    <TopToolbar>
      <ReenviarAtivacaoButton />
    </TopToolbar>
  );
}

/** A member's record as the desk sees it (each look is audited by the server). */
export default function MembrosShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Acoes />}>
      <SimpleShowLayout>
        <Secao texto="conta" />
        <TextField source="nome" />
        <TextField source="sobrenome" />
        <EmailField source="email" />
        <TextField source="cpf" emptyText="—" />
        <BooleanField source="estrangeiro" />
        <TextField source="pais" />
        <TextField source="cidade" emptyText="—" />
        <TextField source="uf" emptyText="—" />
        <DateField source="criadoEm" showTime />
        <Secao texto="estado" />
        <BooleanField source="estado.ativo" />
        <BooleanField source="estado.emailConfirmado" />
        <BooleanField source="estado.aguardandoCodigoSms" />
        <BooleanField source="estado.aguardandoResponsavel" />
        <BooleanField source="estado.cadastroCompleto" />
        <DateField source="ativacaoEnviadaEm" showTime emptyText="—" />
        <Secao texto="responsavel" />
        <BooleanField source="responsavel.exigido" />
        <TextField source="responsavel.email" emptyText="—" />
        <BooleanField source="responsavel.autorizado" />
        <DateField source="responsavel.autorizadoEm" showTime emptyText="—" />
        <Secao texto="optins" />
        <BooleanField source="optins.email" />
        <BooleanField source="optins.sms" />
        <BooleanField source="optins.whatsapp" />
        <Secao texto="consentimentos" />
        <ArrayField source="consentimentos" label={false}>
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={
              <Typography variant="body2">
                {translate('resources.membros.nenhum_consentimento')}
              </Typography>
            }
          >
            <DateField source="data" showTime sortable={false} />
            <TextField source="finalidade" sortable={false} />
            <BooleanField source="concedido" sortable={false} />
            <TextField source="origem" sortable={false} />
            <TextField source="concedidoPor" sortable={false} />
            <TextField source="versaoTexto" sortable={false} />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}

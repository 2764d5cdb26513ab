import { Alert, Stack, Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  FanpushJanelaInputSchema,
  type FanpushJanelaDetalhe,
} from '@stockcar/shared/schemas/admin/fanpush';
import { BrasiliaDateTimeInput } from '../../components/brasilia-input.tsx';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar.tsx';
import { zodValidate } from '../../components/zod-validate.ts';
import { brasiliaDateTime } from './brasilia.ts';
import { candidatoChoices, janelaToValidate } from './janela-values.ts';

const validate = zodValidate(FanpushJanelaInputSchema, janelaToValidate);

/** Notes above the fields: closed (read-only), adjusted by hand, ballots already cast. */
function Avisos({ janela }: { janela: FanpushJanelaDetalhe }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.fanpush.${key}`);
  const notes = [
    janela.situacao === 'encerrada' && t('encerradaNaoEdita'),
    janela.horariosAjustados && t('ajustados'),
    janela.candidatosAjustados && t('candidatosAjustados'),
    janela.situacao !== 'encerrada' && janela.totalCedulas > 0 && t('candidatosComVotos'),
  ].filter((note): note is string => typeof note === 'string');
  if (notes.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2, width: '100%' }}>
      {notes.map((note) => (
        <Alert key={note} severity="info">
          {note}
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * Race control's adjustments of a window: times (Brasília), candidates among the drivers
 * entered in the stage's season (voted ones can't be unticked), the live video. A closed window
 * is shown read-only.
 */
export function JanelaForm() {
  const janela = useRecordContext<FanpushJanelaDetalhe>();
  const translate = useTranslate();
  if (!janela) return null;
  const encerrada = janela.situacao === 'encerrada';
  const ajuda = translate('resources.fanpush.brasilia');
  const comum = { disabled: encerrada };
  return (
    <SimpleForm validate={validate} toolbar={encerrada ? false : <SaveOnlyToolbar />}>
      <Typography variant="body1" sx={{ mb: 1 }}>
        {translate('resources.fanpush.largada', {
          etapa: janela.etapa,
          temporada: janela.temporada,
          circuito: janela.circuito,
          quando: brasiliaDateTime(janela.dataEtapa),
        })}
      </Typography>
      <Avisos janela={janela} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <BrasiliaDateTimeInput source="dataInicioVotacao" helperText={ajuda} {...comum} />
        <BrasiliaDateTimeInput source="dataFimVotacao" helperText={ajuda} {...comum} />
      </Stack>
      <CheckboxGroupInput
        source="candidatos"
        choices={candidatoChoices(janela)}
        optionValue="idPiloto"
        optionText="rotulo"
        translateChoice={false}
        helperText={translate('resources.fanpush.candidatosAjuda')}
        {...comum}
      />
      <TextInput source="urlVideo" fullWidth {...comum} />
    </SimpleForm>
  );
}

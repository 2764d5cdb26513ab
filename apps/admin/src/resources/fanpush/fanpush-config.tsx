import { NumberInput, SimpleForm, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { FanpushConfigInputSchema } from '@stockcar/shared/schemas/admin/fanpush';
import { ConsoleEdit } from '../../components/console-edit.tsx';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar.tsx';
import { zodValidate } from '../../components/zod-validate.ts';

/**
 * The settings are numbers; an emptied input is null, which the contract names. No min/max on
 * the inputs: the browser's own range message would come before the contract's Portuguese one.
 */
const validate = zodValidate(FanpushConfigInputSchema);

/** Only the settings go in the body (the data provider adds the version read). */
const configInput = (values: Record<string, unknown>) => ({
  diasAntes: values.diasAntes,
  minutosAntes: values.minutosAntes,
});

function Texto() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate('resources.fanpush.config.texto')}
    </Typography>
  );
}

/**
 * `/fanpush/config`: how the calendar makes each Pro Series stage's window (`GET`/`PUT
 * /fanpush/config`, one record with a version: a stale save gets 409 and **Recarregar**).
 */
export default function FanpushConfig() {
  const translate = useTranslate();
  return (
    <ConsoleEdit
      resource="fanpush"
      id="config"
      redirect={false}
      title={translate('resources.fanpush.config.titulo')}
      transform={configInput}
      actions={false}
    >
      <SimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
        <Texto />
        <NumberInput
          source="diasAntes"
          helperText={translate('resources.fanpush.config.diasAjuda')}
        />
        <NumberInput
          source="minutosAntes"
          helperText={translate('resources.fanpush.config.minutosAjuda')}
        />
      </SimpleForm>
    </ConsoleEdit>
  );
}

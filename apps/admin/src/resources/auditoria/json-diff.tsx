import { Box, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const pretty = (value: unknown) => (value == null ? null : JSON.stringify(value, null, 2));

/** The top-level fields whose value differs between before and after. */
export function changedFields(antes: unknown, depois: unknown): string[] {
  const object = (v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const a = object(antes);
  const b = object(depois);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

function JsonPanel({ title, value }: { title: string; value: unknown }) {
  const translate = useTranslate();
  const text = pretty(value);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          fontSize: 13,
          maxHeight: 480,
        }}
      >
        {text ?? translate('resources.auditoria.vazio')}
      </Box>
    </Box>
  );
}

/** Before and after of an audited write, side by side, with the changed fields named. */
export function JsonDiff() {
  const record = useRecordContext<{ antes?: unknown; depois?: unknown }>();
  const translate = useTranslate();
  if (!record) return null;
  const changed = changedFields(record.antes, record.depois);
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">
          {changed.length > 0
            ? translate('resources.auditoria.alterados')
            : translate('resources.auditoria.nenhum_alterado')}
        </Typography>
        {changed.map((field) => (
          <Chip key={field} label={field} size="small" />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <JsonPanel title={translate('resources.auditoria.fields.antes')} value={record.antes} />
        <JsonPanel title={translate('resources.auditoria.fields.depois')} value={record.depois} />
      </Stack>
    </Stack>
  );
}

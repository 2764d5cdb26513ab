import { Box, Stack } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';

/** A tier's colour: a swatch and its #rrggbb. */
export function CorField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const cor = typeof record?.[source] === 'string' ? (record[source] as string) : '';
  if (!cor) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Box
        aria-hidden
        sx={{
          width: 16,
          height: 16,
          borderRadius: 0.5,
          bgcolor: cor,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <span>{cor}</span>
    </Stack>
  );
}

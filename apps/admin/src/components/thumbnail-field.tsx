import { Box } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';

/**
 * A list column with the record's picture, small and whole; give it `sortable={false}` (the
 * grid reads that from the column's props). Decorative: the row names the record in another
 * column, so the picture has an empty alt text and screen readers skip it.
 */
export function ThumbnailField({ source }: { source: string; label?: string } & FieldProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const src = record?.[source];
  if (typeof src !== 'string' || src === '') return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ maxWidth: 120, maxHeight: 48, objectFit: 'contain', display: 'block' }}
    />
  );
}

import { ImageField } from 'react-admin';

/** A list column with the record's picture, small and whole (not sortable). */
export function ThumbnailField({ source, label }: { source: string; label?: string }) {
  return (
    <ImageField
      source={source}
      label={label}
      sortable={false}
      sx={{ '& img': { maxWidth: 120, maxHeight: 48, objectFit: 'contain' } }}
    />
  );
}

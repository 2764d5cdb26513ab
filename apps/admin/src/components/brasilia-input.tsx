import { TextInput, type TextInputProps } from 'react-admin';
import { fromSiteLocalDateTime, siteLocalDateTime } from '@stockcar/shared/dates';

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The form value is the ISO instant the API takes; the field shows and reads it as Brasília's
 * wall clock (`siteLocalDateTime`), whatever the staff member's computer zone. A value already
 * in wall-clock form is kept: react-admin may format what it formatted before.
 */
export const brasiliaFormat = (value: unknown) => {
  if (typeof value !== 'string') return '';
  return WALL_CLOCK.test(value) ? value : siteLocalDateTime(value);
};
export const brasiliaParse = (value: string) => fromSiteLocalDateTime(value) ?? '';

/**
 * A date and time typed in Brasília time. The browser's own date-time field, so it works by
 * keyboard.
 */
export function BrasiliaDateTimeInput(props: Omit<TextInputProps, 'type' | 'format' | 'parse'>) {
  return (
    <TextInput
      type="datetime-local"
      format={brasiliaFormat}
      parse={brasiliaParse}
      helperText="console.brasilia.ajuda"
      slotProps={{ inputLabel: { shrink: true } }}
      {...props}
    />
  );
}

import { TextInput, type TextInputProps } from 'react-admin';
import { fromBrasiliaLocal, toBrasiliaLocal } from './brasilia.ts';

/**
 * A date and time typed in Brasília time whose form value is the ISO instant the API takes
 * (see brasilia.ts). The browser's own date-time field, so it works by keyboard.
 */
export function BrasiliaDateTimeInput(props: Omit<TextInputProps, 'type' | 'format' | 'parse'>) {
  return (
    <TextInput
      type="datetime-local"
      format={toBrasiliaLocal}
      parse={fromBrasiliaLocal}
      helperText="console.brasilia.ajuda"
      slotProps={{ inputLabel: { shrink: true } }}
      {...props}
    />
  );
}

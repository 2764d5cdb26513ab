import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { maskDate } from '@stockcar/shared/validators/birth-date';
import { maskCep } from '@stockcar/shared/validators/contact';
import { maskCpf } from '@stockcar/shared/validators/cpf';
import { asText, type TextBinding } from './use-field.ts';
import { Field } from './fields.tsx';

/** The club's masks (fan-club.md §5): CPF ###.###.###-##, date dd/mm/yyyy, CEP #####-###. */
export const MASKS = {
  cpf: { apply: maskCpf, length: 14, placeholder: '000.000.000-00' },
  date: { apply: maskDate, length: 10, placeholder: 'dd/mm/aaaa' },
  cep: { apply: maskCep, length: 9, placeholder: '00000-000' },
} as const;

export type MaskName = keyof typeof MASKS;

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

interface MaskedInputProps extends NativeProps {
  mask: MaskName;
  value: string;
  /** The masked value, as the shared schemas expect it. */
  onChange: (value: string) => void;
}

/** A text input that rewrites what is typed or pasted with one of the shared masks. */
export function MaskedInput({ mask, value, onChange, ...input }: MaskedInputProps) {
  const { apply, length, placeholder } = MASKS[mask];
  return (
    <input
      type="text"
      inputMode="numeric"
      placeholder={placeholder}
      {...input}
      // No maxLength: a pasted unmasked value is longer than the mask and must still fit.
      value={value}
      onChange={(event) => onChange(apply(event.target.value).slice(0, length))}
    />
  );
}

interface MaskedFieldProps<T extends FieldValues, O> extends TextBinding<T, O> {
  mask: MaskName;
  label: string;
  hint?: string | undefined;
  /** The note shown instead of the required star. */
  optional?: string | undefined;
  autoComplete?: string;
  /** Told of every new value after the form keeps it (a CEP that looks its address up). */
  onValueChange?: (value: string) => void;
}

/** A field typed through one of the shared masks, with the mask's placeholder. */
export function MaskedField<T extends FieldValues, O>(props: MaskedFieldProps<T, O>) {
  const { control, name, mask, autoComplete, onValueChange, ...frame } = props;
  return (
    <Field control={control} name={name} {...frame}>
      {(field, aria) => (
        <MaskedInput
          {...aria}
          name={field.name}
          mask={mask}
          className="field__control"
          autoComplete={autoComplete}
          required={!frame.optional}
          value={asText(field.value)}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}

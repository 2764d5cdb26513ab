import {
  AutocompleteInput,
  ReferenceInput,
  type AutocompleteInputProps,
  type Validator,
} from 'react-admin';

/** The list's search (`q`) with what the person types. */
const byText = (q: string) => (q ? { q } : {});

/**
 * A record of another area picked by typing part of its name (drivers, teams, manufacturers,
 * circuits): the other area's list searched with `q`, the chosen id stored in `source`.
 */
export function ReferenceAutocomplete({
  source,
  reference,
  optionText,
  validate,
  ...props
}: {
  source: string;
  reference: string;
  optionText: AutocompleteInputProps['optionText'];
  validate?: Validator | Validator[];
} & Omit<AutocompleteInputProps, 'source' | 'optionText' | 'validate'>) {
  return (
    <ReferenceInput source={source} reference={reference} perPage={20}>
      <AutocompleteInput
        optionText={optionText}
        filterToQuery={byText}
        validate={validate}
        fullWidth
        {...props}
      />
    </ReferenceInput>
  );
}

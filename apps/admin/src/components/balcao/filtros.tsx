import { AutocompleteInput, DateInput, ReferenceInput, SelectInput } from 'react-admin';
import { searchFilter } from '../console-list.tsx';
import { STATUS_CHOICES } from './status.tsx';
import { BALCAO_TEXTOS } from './textos.ts';

/**
 * The filters every desk list shares: search, status and the day range the form arrived in
 * (`de`/`ate`, YYYY-MM-DD, as the API reads them).
 */
export const balcaoFilters = [
  searchFilter,
  <SelectInput
    key="status"
    source="status"
    label={BALCAO_TEXTOS.status}
    choices={STATUS_CHOICES}
    alwaysOn
  />,
  <DateInput key="de" source="de" label={BALCAO_TEXTOS.recebidoDe} alwaysOn />,
  <DateInput key="ate" source="ate" label={BALCAO_TEXTOS.recebidoAte} alwaysOn />,
];

/** A filter by a related record (product, careers area), found by its name. */
export const referenceFilter = (source: string, reference: string) => (
  <ReferenceInput key={source} source={source} reference={reference}>
    <AutocompleteInput optionText="nome" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>
);

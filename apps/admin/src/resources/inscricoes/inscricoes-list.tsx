import { NumberField, NumberInput, SelectField, TextField } from 'react-admin';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { categoriaFilter, ConsoleList, searchFilter } from '../../components/console-list.tsx';
import { ReferenceAutocomplete } from '../../components/reference-autocomplete.tsx';

const filters = [
  searchFilter,
  categoriaFilter,
  <NumberInput key="temporada" source="temporada" min={1950} alwaysOn />,
  <ReferenceAutocomplete key="equipeId" source="equipeId" reference="equipes" optionText="nome" />,
];

/** A season's entry list by car number; `q` finds a driver's name or a number. */
export default function InscricoesList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'numero', order: 'ASC' }}>
      <TextField source="numero" />
      <TextField source="piloto" sortBy="piloto" />
      <TextField source="equipe" sortable={false} />
      <TextField source="montadora" sortable={false} />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} sortable={false} />
      <NumberField source="temporada" options={{ useGrouping: false }} />
      <TextField source="subcategoria" sortable={false} emptyText="—" />
    </ConsoleList>
  );
}

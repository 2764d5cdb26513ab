import {
  DateField,
  FunctionField,
  NumberField,
  NumberInput,
  SelectField,
  TextField,
  useTranslate,
} from 'react-admin';
import { SITE_TIME_ZONE } from '@stockcar/shared/dates';
import type { EtapaItem } from '@stockcar/shared/schemas/admin/etapas';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { categoriaFilter, ConsoleList } from '../../components/console-list.tsx';

const filters = [
  categoriaFilter,
  <NumberInput key="temporada" source="temporada" min={1950} alwaysOn />,
];

/** How many of the stage's races have official results. */
function Oficiais({ etapa }: { etapa: EtapaItem }) {
  const translate = useTranslate();
  const oficiais = etapa.corridas.filter((c) => c.situacao === 'oficial').length;
  return (
    <>
      {translate('resources.etapas.oficiais', {
        oficiais,
        total: etapa.corridas.length,
      })}
    </>
  );
}

/** The calendar: stages by date, with their circuit, races and whether results are official. */
export default function EtapasList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'data', order: 'ASC' }}>
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} sortable={false} />
      <NumberField source="temporada" options={{ useGrouping: false }} />
      <NumberField source="numero" />
      <TextField source="titulo" sortable={false} />
      <TextField source="circuito" sortable={false} />
      <DateField
        source="data"
        showTime
        locales="pt-BR"
        options={{ timeZone: SITE_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }}
      />
      <FunctionField<EtapaItem>
        source="corridas"
        sortable={false}
        render={(etapa) => <Oficiais etapa={etapa} />}
      />
    </ConsoleList>
  );
}

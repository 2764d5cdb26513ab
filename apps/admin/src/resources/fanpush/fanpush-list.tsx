import SettingsIcon from '@mui/icons-material/Settings';
import {
  Button,
  DateField,
  NumberField,
  NumberInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCreatePath,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ConsoleList } from '../../components/console-list.tsx';
import { BRASILIA_DATE_TIME } from './brasilia.ts';
import { SITUACAO_CHOICES, SituacaoField } from './situacao.tsx';

const filters = [
  <NumberInput key="temporada" source="temporada" alwaysOn />,
  <SelectInput key="situacao" source="situacao" choices={SITUACAO_CHOICES} alwaysOn />,
];

/** The list's toolbar: the settings the calendar makes windows with. */
function Acoes() {
  const createPath = useCreatePath();
  const to = `${createPath({ resource: 'fanpush', type: 'list' })}/config`;
  return (
    <TopToolbar>
      <Button component={Link} to={to} label="resources.fanpush.configuracoes">
        <SettingsIcon />
      </Button>
    </TopToolbar>
  );
}

/**
 * The Fan Push windows, one per Pro Series stage (made from the calendar): newest first, by
 * season and situação; times in Brasília time. No create: windows come from the calendar.
 */
export default function FanpushList() {
  return (
    <ConsoleList
      filters={filters}
      actions={<Acoes />}
      sort={{ field: 'dataInicioVotacao', order: 'DESC' }}
      resumo
    >
      <TextField source="etapa" sortable={false} />
      <NumberField source="temporada" options={{ useGrouping: false }} />
      <TextField source="circuito" sortable={false} />
      <DateField source="dataInicioVotacao" showTime {...BRASILIA_DATE_TIME} />
      <DateField source="dataFimVotacao" showTime {...BRASILIA_DATE_TIME} />
      <SituacaoField source="situacao" sortable={false} />
      <NumberField source="totalCedulas" locales="pt-BR" sortable={false} />
    </ConsoleList>
  );
}

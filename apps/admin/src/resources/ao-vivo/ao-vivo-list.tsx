import { Card, CardContent } from '@mui/material';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import {
  BooleanField,
  Button,
  FilterList,
  FilterListItem,
  NullableBooleanInput,
  NumberField,
  TextField,
  UrlField,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { ConsoleList, searchFilter } from '../../components/console-list.tsx';
import type { LiveItem } from '@stockcar/shared/schemas/admin/marketing';
import { useConsoleMutationError } from '../../components/console-edit.tsx';

const filters = [searchFilter, <NullableBooleanInput key="online" source="online" />];

function SituacaoAside() {
  const translate = useTranslate();
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 200, display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <FilterList label="resources.ao-vivo.filtros.situacao" icon={<PlayCircleIcon />}>
          <FilterListItem
            label={translate('resources.ao-vivo.filtros.no_ar')}
            value={{ online: true }}
          />
          <FilterListItem
            label={translate('resources.ao-vivo.filtros.fora_do_ar')}
            value={{ online: false }}
          />
        </FilterList>
      </CardContent>
    </Card>
  );
}

/**
 * On air / off air in one click: PUTs the whole record with the flag flipped and the version
 * the list read, so a newer edit by someone else answers 409 (offer to reload) instead of
 * being overwritten.
 */
function OnAirToggle() {
  const record = useRecordContext<LiveItem>();
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useConsoleMutationError();
  const [update, { isPending }] = useUpdate<LiveItem>();
  if (!record) return null;
  const { id, ...fields } = record;
  const online = !record.online;
  return (
    <Button
      label={translate(
        online ? 'resources.ao-vivo.acoes.ligar' : 'resources.ao-vivo.acoes.desligar',
      )}
      color={online ? 'primary' : 'warning'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void update(
          'ao-vivo',
          { id, data: { ...fields, online }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onError,
            onSuccess: () =>
              notify(
                translate(
                  online ? 'resources.ao-vivo.acoes.ligada' : 'resources.ao-vivo.acoes.desligada',
                  { nome: record.nome },
                ),
                { type: 'success' },
              ),
          },
        );
      }}
    >
      {online ? <PlayCircleIcon /> : <StopCircleIcon />}
    </Button>
  );
}

export default function AoVivoList() {
  return (
    <ConsoleList
      filters={filters}
      sort={{ field: 'ordem', order: 'ASC' }}
      aside={<SituacaoAside />}
    >
      <NumberField source="ordem" />
      <TextField source="nome" />
      <TextField source="canal" />
      <UrlField source="link" onClick={(event) => event.stopPropagation()} />
      <BooleanField source="online" />
      <BooleanField source="linkVinculado" sortable={false} />
      <OnAirToggle />
    </ConsoleList>
  );
}

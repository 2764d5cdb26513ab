import type { ReactElement, ReactNode } from 'react';
import { DateField, FilterButton, NumberField, TopToolbar } from 'react-admin';
import { ConsoleList } from '../console-list.tsx';
import { CsvExportButton } from './csv-button.tsx';
import { balcaoFilters } from './filtros.tsx';
import { StatusField } from './status.tsx';
import { BALCAO_TEXTOS } from './textos.ts';

function Acoes({ extraFilters }: { extraFilters: boolean }) {
  return (
    <TopToolbar>
      {extraFilters && <FilterButton />}
      <CsvExportButton />
    </TopToolbar>
  );
}

/**
 * A desk's list (proposals, leads, candidates): search, status and day range besides the area's
 * own `filters`, newest first, paged by the server; its columns between "received on" and the
 * status and notes; a row opens the record; the CSV button exports what the filters select.
 */
export function BalcaoList({
  filters = [],
  children,
}: {
  filters?: ReactElement[];
  children: ReactNode;
}) {
  return (
    <ConsoleList
      rowClick="show"
      // A desk creates nothing: with no match it keeps its filters and CSV button, and the grid
      // says there is no result (react-admin's empty page would hide them).
      empty={false}
      filters={[...balcaoFilters, ...filters]}
      sort={{ field: 'criadoEm', order: 'DESC' }}
      actions={<Acoes extraFilters={filters.length > 0} />}
    >
      <DateField source="criadoEm" label={BALCAO_TEXTOS.recebidoEm} showTime locales="pt-BR" />
      {children}
      <StatusField source="status" label={BALCAO_TEXTOS.status} />
      <NumberField source="notas" label={BALCAO_TEXTOS.notasContagem} sortable={false} />
    </ConsoleList>
  );
}

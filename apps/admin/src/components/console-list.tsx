import type { ReactNode } from 'react';
import {
  Datagrid,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  useTranslate,
  type ListProps,
} from 'react-admin';
import { Box } from '@mui/material';
import { CATEGORIA_CHOICES } from './categorias.ts';

const RESUMO = { itens: 'resumo' };

/** The search box every console list opens with (the API's `q`). */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;

/** The racing-category filter of the lists of per-category content. */
export const categoriaFilter = (
  <SelectInput key="categoriaId" source="categoriaId" choices={CATEGORIA_CHOICES} />
);

/** The "active" filter of content that can be taken out of play without deleting it. */
export const ativoFilter = <NullableBooleanInput key="ativo" source="ativo" />;

export interface ConsoleListProps extends Omit<ListProps, 'children'> {
  /** What a click on a row opens: the editor, or a read-only view for desks. */
  rowClick?: 'edit' | 'show';
  /**
   * The list's items are summaries of what the record's page reads (a race without its
   * classification, a vote window without its counts). react-admin fills each record's page
   * cache with the list's items, so the page would first render a summary as if it were the
   * record; a list `meta` of its own keeps them apart (the page waits for the record).
   */
  resumo?: boolean;
  /** The grid's columns. */
  children: ReactNode;
}

/**
 * A console list: react-admin's List with paging, sort and filters from the props, and a grid
 * whose rows open their record. No bulk actions: every write goes one record at a time, with its
 * version and its audit entry.
 */
export function ConsoleList({
  rowClick = 'edit',
  resumo = false,
  children,
  ...props
}: ConsoleListProps) {
  const translate = useTranslate();
  return (
    <List {...(resumo ? { queryOptions: { meta: RESUMO } } : {})} {...props}>
      {/* On a phone the grid scrolls sideways inside its own region (focusable, so a keyboard
          can scroll it too), and the page keeps the screen's width. */}
      <Box
        sx={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={translate('console.lista.tabela')}
      >
        <Datagrid rowClick={rowClick} bulkActionButtons={false}>
          {children}
        </Datagrid>
      </Box>
    </List>
  );
}

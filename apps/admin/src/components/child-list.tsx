import type { ReactNode } from 'react';
import { Datagrid, Labeled, ReferenceManyField, useTranslate, type SortPayload } from 'react-admin';

/**
 * Below a parent's form (a quiz, a survey, a Stock Channel library), its children in order:
 * `reference` names the child resource, `target` the child's field that points at the parent.
 * Each row opens the child in its own form.
 */
export function ChildList({
  label,
  reference,
  target,
  sort = { field: 'ordem', order: 'ASC' },
  children,
}: {
  /** Translation key of the block's label. */
  label: string;
  reference: string;
  target: string;
  sort?: SortPayload;
  /** The grid's columns. */
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Labeled label={translate(label)} fullWidth>
      <ReferenceManyField reference={reference} target={target} sort={sort} perPage={100}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {children}
        </Datagrid>
      </ReferenceManyField>
    </Labeled>
  );
}

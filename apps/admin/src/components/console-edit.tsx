import { Alert, Button } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import {
  Edit,
  useCloseNotification,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type EditProps,
  type HttpError,
} from 'react-admin';

/** The alert shown when someone else saved the record first: reloading refetches it. */
function ConflictNotice({ message }: { message: string }) {
  const refresh = useRefresh();
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      variant="filled"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            refresh();
            close();
          }}
        >
          {translate('console.conflito.recarregar')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

const statusOf = (error: unknown) => (error as Partial<HttpError> | undefined)?.status;
const hasFieldErrors = (error: unknown) =>
  (error as Partial<HttpError> | undefined)?.body?.errors != null;

/**
 * The error handling of every console form: a 409 offers to reload the record (nothing is
 * overwritten), a 400 with field errors shows them under the fields (react-admin does it in
 * pessimistic mode), anything else is a notification with the server's message.
 */
export function useConsoleMutationError() {
  const notify = useNotify();
  const translate = useTranslate();
  return (error: unknown) => {
    if (statusOf(error) === 409) {
      const message = (error as Error).message || translate('console.conflito.padrao');
      notify(<ConflictNotice message={message} />, { type: 'warning', autoHideDuration: null });
      return;
    }
    if (statusOf(error) === 400 && hasFieldErrors(error)) return;
    const message = (error as Error | undefined)?.message || 'ra.notification.http_error';
    // The server's Portuguese reason is shown as is (`_`: not a translation key).
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
}

/** Remounts the form when the stored version changes (after a reload), dropping stale edits. */
function KeyedByVersion({ children }: { children: ReactNode }) {
  const record = useRecordContext<{ versao?: number }>();
  return <Fragment key={record?.versao ?? 'sem-versao'}>{children}</Fragment>;
}

/**
 * `<Edit>` for console records: saves wait for the server (pessimistic), so a conflict or a
 * validation error reaches the form; the form remounts when the record's version changes, so
 * "Recarregar" shows the stored version rather than the stale edits.
 */
export function ConsoleEdit({ children, ...props }: EditProps & { children: ReactNode }) {
  const onError = useConsoleMutationError();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} {...props}>
      <KeyedByVersion>{children}</KeyedByVersion>
    </Edit>
  );
}

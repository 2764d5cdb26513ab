import { Alert, Box, Button, CircularProgress } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import type { ChangeEvent } from 'react';
import { adminFetch, readProblem } from '../auth/session.ts';

/** What an upload says when the server gives no reason of its own. */
export interface UploadTexts {
  /** 413 without a detail. */
  grande: string;
  /** 415 without a detail. */
  tipo: string;
  /** Any other refusal without a detail. */
  falha: string;
  /** The request never got an answer. */
  rede: string;
}

/** The Portuguese message of a failed upload: the server's field message or detail first. */
async function uploadError(response: Response, texts: UploadTexts): Promise<string> {
  const problem = await readProblem(response);
  const fieldMessage = problem.errors?.[0]?.message;
  if (response.status === 413) return problem.detail ?? texts.grande;
  if (response.status === 415) return problem.detail ?? texts.tipo;
  return fieldMessage ?? problem.detail ?? problem.title ?? texts.falha;
}

/**
 * Sends a multipart body to an upload route of the admin API (`path` under `/admin`); resolves
 * with the answer's JSON, rejects with an Error whose message is Portuguese and for the staff.
 */
export async function postUpload(path: string, body: FormData, texts: UploadTexts) {
  let response: Response;
  try {
    response = await adminFetch(path, { method: 'POST', body });
  } catch {
    throw new Error(texts.rede);
  }
  if (!response.ok) throw new Error(await uploadError(response, texts));
  return (await response.json()) as unknown;
}

export interface UploadButtonProps {
  label: string;
  /** Shown instead of the label (and the button disabled) while an upload runs. */
  busyLabel?: string;
  accept: string;
  multiple?: boolean;
  testId: string;
  onFiles(files: File[]): void;
}

/** A button that opens the file picker; hands over the chosen files in the order picked. */
export function UploadButton({
  label,
  busyLabel,
  accept,
  multiple,
  testId,
  onFiles,
}: UploadButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const files = Array.from(input.files ?? []);
    // Cleared, so choosing the same file again uploads it again.
    input.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <Button
      component="label"
      variant="outlined"
      disabled={busyLabel !== undefined}
      startIcon={busyLabel !== undefined ? <CircularProgress size={16} /> : <UploadIcon />}
    >
      {busyLabel ?? label}
      <input
        hidden
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={onChange}
        data-testid={testId}
      />
    </Button>
  );
}

/** An upload's outcome under its button: the reasons it failed, or what it did. */
export function UploadStatus({ errors, success }: { errors: string[]; success?: string }) {
  return (
    <>
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.map((message, index) => (
            <Box key={`${index}-${message}`}>{message}</Box>
          ))}
        </Alert>
      )}
      {success && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {success}
        </Alert>
      )}
    </>
  );
}

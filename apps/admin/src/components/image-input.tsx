import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  TextField as MuiTextField,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, type TextInputProps } from 'react-admin';
import {
  IMAGEM_ARQUIVO_FIELD,
  IMAGEM_MAX_BYTES,
  ImagemAltSchema,
  ImagemSchema,
} from '@stockcar/shared/schemas/admin/imagens';
import { adminFetch, readProblem } from '../auth/session.ts';

/** The component's texts (the console is pt-BR only). */
export const IMAGE_INPUT_TEXTS = {
  enviar: 'Enviar imagem',
  enviando: 'Enviando…',
  alt: 'Texto alternativo da imagem enviada',
  altAjuda: 'Descreva a imagem para quem não a vê (obrigatório para enviar).',
  enviada: 'Imagem enviada.',
  previa: 'Prévia da imagem',
  grande: 'A imagem passa de 10 MB. Envie um arquivo menor.',
  tipo: 'Formato não aceito. Envie JPEG, PNG, WebP, AVIF ou GIF.',
  falha: 'Não foi possível enviar a imagem. Tente de novo.',
  rede: 'Sem conexão com o servidor. Tente de novo.',
} as const;

/** The Portuguese message of a failed upload: the server's field message or detail first. */
async function uploadError(response: Response): Promise<string> {
  const problem = await readProblem(response);
  const fieldMessage = problem.errors?.[0]?.message;
  if (response.status === 413) return problem.detail ?? IMAGE_INPUT_TEXTS.grande;
  if (response.status === 415) return problem.detail ?? IMAGE_INPUT_TEXTS.tipo;
  return fieldMessage ?? problem.detail ?? problem.title ?? IMAGE_INPUT_TEXTS.falha;
}

/** Uploads one file with its alt text to the image library; resolves with the stored URL. */
export async function uploadImage(file: File, alt: string): Promise<string> {
  const body = new FormData();
  body.append('alt', alt);
  body.append(IMAGEM_ARQUIVO_FIELD, file, file.name);
  let response: Response;
  try {
    response = await adminFetch('/imagens', { method: 'POST', body });
  } catch {
    throw new Error(IMAGE_INPUT_TEXTS.rede);
  }
  if (!response.ok) throw new Error(await uploadError(response));
  return ImagemSchema.parse(await response.json()).url;
}

export interface ImageInputProps extends Omit<TextInputProps, 'source'> {
  /** The form field that stores the image's URL. */
  source: string;
  /** A form field whose text starts the upload's alt text (e.g. `titulo.pt-br`, `nome`). */
  altSource?: string;
}

/**
 * An image field of a console form: the URL as text (paste one, or keep the stored one) and an
 * upload button that sends the file with its alt text to `POST /admin/imagens` (re-encoded into
 * responsive widths by the server) and fills the URL with the result. Shows the server's
 * Portuguese message on a 400/413/415 and a busy state while the upload runs.
 */
export function ImageInput({ source, altSource, ...props }: ImageInputProps) {
  const id = useId();
  const { setValue } = useFormContext();
  const url = useWatch({ name: source }) as string | null | undefined;
  const suggestedAlt = useWatch({ name: altSource ?? `__sem_alt_${source}` }) as unknown;
  const [alt, setAlt] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [done, setDone] = useState(false);
  const altText = alt ?? (typeof suggestedAlt === 'string' ? suggestedAlt : '');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setDone(false);
    const checkedAlt = ImagemAltSchema.safeParse(altText);
    if (!checkedAlt.success) {
      setError(checkedAlt.error.issues[0]?.message ?? IMAGE_INPUT_TEXTS.altAjuda);
      return;
    }
    if (file.size > IMAGEM_MAX_BYTES) {
      setError(IMAGE_INPUT_TEXTS.grande);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const stored = await uploadImage(file, checkedAlt.data);
      setValue(source, stored, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
      setDone(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : IMAGE_INPUT_TEXTS.falha);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }} aria-busy={busy}>
      <TextInput source={source} fullWidth {...props} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MuiTextField
          id={`${id}-alt`}
          size="small"
          label={IMAGE_INPUT_TEXTS.alt}
          helperText={IMAGE_INPUT_TEXTS.altAjuda}
          value={altText}
          onChange={(event) => setAlt(event.target.value)}
          disabled={busy}
          sx={{ flex: 1, minWidth: 240 }}
        />
        <Button
          component="label"
          variant="outlined"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />}
        >
          {busy ? IMAGE_INPUT_TEXTS.enviando : IMAGE_INPUT_TEXTS.enviar}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            onChange={(event) => void onFile(event)}
            data-testid={`${source}-arquivo`}
          />
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {done && !error && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {IMAGE_INPUT_TEXTS.enviada}
        </Alert>
      )}
      {url && (
        <Box
          component="img"
          src={url}
          alt={IMAGE_INPUT_TEXTS.previa}
          sx={{ mt: 1, maxWidth: 240, maxHeight: 120, objectFit: 'contain', display: 'block' }}
        />
      )}
    </Box>
  );
}

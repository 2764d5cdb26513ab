import { Box, Stack, TextField as MuiTextField } from '@mui/material';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useWrappedSource, type TextInputProps } from 'react-admin';
import {
  IMAGEM_ARQUIVO_FIELD,
  IMAGEM_MAX_BYTES,
  ImagemAltSchema,
  ImagemSchema,
} from '@stockcar/shared/schemas/admin/imagens';
import { UploadButton, UploadStatus, postUpload } from './upload.tsx';

/** The component's texts (the console is pt-BR only). */
export const IMAGE_INPUT_TEXTS = {
  enviar: 'Enviar imagem',
  enviarVarias: 'Enviar imagens',
  enviando: 'Enviando…',
  enviandoDe: (atual: number, total: number) => `Enviando ${atual} de ${total}…`,
  alt: 'Texto alternativo da imagem enviada',
  altAjuda: 'Descreva a imagem para quem não a vê (obrigatório para enviar).',
  altVarias: 'Texto alternativo das imagens enviadas',
  altVariasAjuda: 'Cada imagem escolhida recebe este texto; ajuste o de cada uma na lista.',
  enviada: 'Imagem enviada.',
  adicionadas: (n: number) => (n === 1 ? '1 imagem adicionada.' : `${n} imagens adicionadas.`),
  previa: 'Prévia da imagem',
  grande: 'A imagem passa de 10 MB. Envie um arquivo menor.',
  tipo: 'Formato não aceito. Envie JPEG, PNG, WebP, AVIF ou GIF.',
  falha: 'Não foi possível enviar a imagem. Tente de novo.',
  rede: 'Sem conexão com o servidor. Tente de novo.',
} as const;

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** Uploads one file with its alt text to the image library; resolves with the stored URL. */
export async function uploadImage(file: File, alt: string): Promise<string> {
  if (file.size > IMAGEM_MAX_BYTES) throw new Error(IMAGE_INPUT_TEXTS.grande);
  const body = new FormData();
  body.append('alt', alt);
  body.append(IMAGEM_ARQUIVO_FIELD, file, file.name);
  return ImagemSchema.parse(await postUpload('/imagens', body, IMAGE_INPUT_TEXTS)).url;
}

export interface ImageInputProps extends Omit<TextInputProps, 'source'> {
  /**
   * The form field that stores the image's URL; with `multiple`, the list the uploads are
   * added to. Inside an ArrayInput's iterator, relative to the item (as any input's source).
   */
  source: string;
  /** A form field whose text starts the upload's alt text (e.g. `titulo.pt-br`, `nome`). */
  altSource?: string;
  /**
   * `altSource` is the image's own alt text (`textoAlternativo`, `imagemAlt`): the upload sends
   * what it holds, and no alt field of the component's own is shown.
   */
  altInForm?: boolean;
  /**
   * Several files at once: each uploaded file adds an item `{ [url]: address, [alt]: text }`
   * to the list `source`, in the order the files were chosen.
   */
  multiple?: { url: string; alt: string };
}

const SET = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;

/**
 * An image field of a console form: the URL as text (paste one, or keep the stored one) and an
 * upload button that sends the file with its alt text to `POST /admin/imagens` (re-encoded into
 * responsive widths by the server) and fills the URL with the result. With `multiple`, a button
 * that uploads several files one after the other and adds one item per file to a list. Shows
 * the server's Portuguese message on a 400/413/415 and a busy state while uploads run.
 */
export function ImageInput({ source, altSource, altInForm, multiple, ...props }: ImageInputProps) {
  const id = useId();
  const path = useWrappedSource(source);
  const altPath = useWrappedSource(altSource ?? `__sem_alt_${source}`);
  const { getValues, setValue } = useFormContext();
  const url = useWatch({ name: path }) as unknown;
  const suggestedAlt = useWatch({ name: altPath }) as unknown;
  const [alt, setAlt] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState<{ atual: number; total: number } | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const [success, setSuccess] = useState<string | undefined>(undefined);
  const suggested = typeof suggestedAlt === 'string' ? suggestedAlt : '';
  const altText = altInForm ? suggested : (alt ?? suggested);

  const store = (storedUrl: string, storedAlt: string) => {
    if (!multiple) {
      setValue(path, storedUrl, SET);
      return;
    }
    const items = getValues(path) as unknown;
    const item = { [multiple.url]: storedUrl, [multiple.alt]: storedAlt };
    setValue(path, [...(Array.isArray(items) ? items : []), item], SET);
  };

  const onFiles = async (files: File[]) => {
    setSuccess(undefined);
    const checkedAlt = ImagemAltSchema.safeParse(altText);
    if (!checkedAlt.success) {
      setErrors([checkedAlt.error.issues[0]?.message ?? IMAGE_INPUT_TEXTS.altAjuda]);
      return;
    }
    setErrors([]);
    const failures: string[] = [];
    let stored = 0;
    // One after the other: the list keeps the order chosen, and the server encodes one at a time.
    for (const [index, file] of files.entries()) {
      setProgress({ atual: index + 1, total: files.length });
      try {
        store(await uploadImage(file, checkedAlt.data), checkedAlt.data);
        stored += 1;
      } catch (err) {
        const reason = err instanceof Error ? err.message : IMAGE_INPUT_TEXTS.falha;
        failures.push(files.length > 1 ? `${file.name}: ${reason}` : reason);
      }
    }
    setProgress(undefined);
    setErrors(failures);
    if (stored > 0) {
      setSuccess(multiple ? IMAGE_INPUT_TEXTS.adicionadas(stored) : IMAGE_INPUT_TEXTS.enviada);
    }
  };

  const busyLabel =
    progress &&
    (progress.total > 1
      ? IMAGE_INPUT_TEXTS.enviandoDe(progress.atual, progress.total)
      : IMAGE_INPUT_TEXTS.enviando);

  return (
    <Box sx={{ width: '100%', mb: 2 }} aria-busy={progress !== undefined}>
      {!multiple && <TextInput source={source} fullWidth {...props} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {!altInForm && (
          <MuiTextField
            id={`${id}-alt`}
            size="small"
            label={multiple ? IMAGE_INPUT_TEXTS.altVarias : IMAGE_INPUT_TEXTS.alt}
            helperText={multiple ? IMAGE_INPUT_TEXTS.altVariasAjuda : IMAGE_INPUT_TEXTS.altAjuda}
            value={altText}
            onChange={(event) => setAlt(event.target.value)}
            disabled={progress !== undefined}
            sx={{ flex: 1, minWidth: 240 }}
          />
        )}
        <UploadButton
          label={multiple ? IMAGE_INPUT_TEXTS.enviarVarias : IMAGE_INPUT_TEXTS.enviar}
          busyLabel={busyLabel}
          accept={ACCEPT}
          multiple={multiple !== undefined}
          testId={multiple ? `${path}-arquivos` : `${path}-arquivo`}
          onFiles={(files) => void onFiles(files)}
        />
      </Stack>
      <UploadStatus errors={errors} success={success} />
      {!multiple && typeof url === 'string' && url && (
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

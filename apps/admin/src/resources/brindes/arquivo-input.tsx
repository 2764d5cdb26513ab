import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, required } from 'react-admin';
import {
  BRINDE_ARQUIVO_FIELD,
  BRINDE_ARQUIVO_MAX_BYTES,
  BrindeArquivoSchema,
  CLUBE_TEXTOS,
} from '@stockcar/shared/schemas/admin/clube';
import { UploadButton, UploadStatus, postUpload } from '../../components/upload.tsx';
import { TIPO_CHOICES } from './tipos.ts';

/** The gift file's texts (the console is pt-BR only). */
export const ARQUIVO_TEXTS = {
  titulo: 'Arquivo que os membros baixam',
  ajuda: 'PNG, SVG ou PDF de até 20 MB, guardado fora do site público.',
  enviar: 'Enviar arquivo',
  trocar: 'Trocar arquivo',
  enviando: 'Enviando arquivo…',
  enviado: (nome: string) => `Arquivo ${nome} enviado. Salve o brinde para usá-lo.`,
  chaveAjuda: 'Preenchida pelo envio do arquivo.',
  grande: CLUBE_TEXTOS.arquivoGrande,
  tipo: CLUBE_TEXTOS.arquivoTipo,
  falha: 'Não foi possível enviar o arquivo. Tente de novo.',
  rede: 'Sem conexão com o servidor. Tente de novo.',
} as const;

const ACCEPT = 'image/png,image/svg+xml,application/pdf,.png,.svg,.pdf';
const SET = { shouldDirty: true, shouldValidate: true, shouldTouch: true } as const;

/** Uploads a gift file into private storage; resolves with its key, name and type. */
export async function uploadGiftFile(file: File) {
  if (file.size > BRINDE_ARQUIVO_MAX_BYTES) throw new Error(ARQUIVO_TEXTS.grande);
  const body = new FormData();
  body.append(BRINDE_ARQUIVO_FIELD, file, file.name);
  return BrindeArquivoSchema.parse(await postUpload('/brindes/arquivo', body, ARQUIVO_TEXTS));
}

/**
 * The gift's private file: a button that uploads it (`POST /admin/brindes/arquivo`) and fills
 * the storage key, the download name (which staff may still edit) and the type the server
 * read from the bytes. The key and the type are read-only: only an upload sets them.
 */
export function BrindeArquivoInput() {
  const { setValue } = useFormContext();
  const arquivo = useWatch({ name: 'arquivo' }) as unknown;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [success, setSuccess] = useState<string | undefined>(undefined);

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    setErrors([]);
    setSuccess(undefined);
    setBusy(true);
    try {
      const uploaded = await uploadGiftFile(file);
      setValue('arquivo', uploaded.arquivo, SET);
      setValue('nomeArquivo', uploaded.nomeArquivo, SET);
      setValue('tipoConteudo', uploaded.tipoConteudo, SET);
      setSuccess(ARQUIVO_TEXTS.enviado(uploaded.nomeArquivo));
    } catch (err) {
      setErrors([err instanceof Error ? err.message : ARQUIVO_TEXTS.falha]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }} aria-busy={busy}>
      <Typography variant="subtitle2">{ARQUIVO_TEXTS.titulo}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {ARQUIVO_TEXTS.ajuda}
      </Typography>
      <UploadButton
        label={arquivo ? ARQUIVO_TEXTS.trocar : ARQUIVO_TEXTS.enviar}
        busyLabel={busy ? ARQUIVO_TEXTS.enviando : undefined}
        accept={ACCEPT}
        testId="arquivo-brinde"
        onFiles={(files) => void onFiles(files)}
      />
      <UploadStatus errors={errors} success={success} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <TextInput
          source="arquivo"
          readOnly
          validate={required()}
          helperText={ARQUIVO_TEXTS.chaveAjuda}
          sx={{ flex: 1 }}
        />
        <TextInput source="nomeArquivo" validate={required()} sx={{ flex: 1 }} />
        <SelectInput source="tipoConteudo" choices={TIPO_CHOICES} readOnly validate={required()} />
      </Stack>
    </Box>
  );
}

import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { NoticiaSchema, type Noticia } from '@stockcar/shared/schemas/noticias';
import type { NoticiaItem } from '@stockcar/shared/schemas/admin/editorial';
import { adminFetch } from '../../auth/session.ts';
import { previaDocument } from './previa.ts';

type Idioma = 'pt-br' | 'en';
type State = { status: 'carregando' } | { status: 'erro' } | { status: 'pronta'; noticia: Noticia };

/** GET /admin/noticias/:id/previa: the article exactly as the public endpoint renders it. */
export async function fetchPrevia(id: number | string, idioma: Idioma): Promise<Noticia> {
  const response = await adminFetch(
    `/noticias/${encodeURIComponent(String(id))}/previa?idioma=${idioma}`,
  );
  if (!response.ok) throw new Error(`previa ${response.status}`);
  return NoticiaSchema.parse(await response.json());
}

/** The saved article in a sandboxed frame (no scripts, no same-origin access). */
export function NoticiaPrevia({ record, idioma }: { record: NoticiaItem; idioma: Idioma }) {
  const translate = useTranslate();
  // The answer is kept with the request it answers: a new version or language shows "loading".
  const key = `${record.id}:${record.versao}:${idioma}`;
  const [answer, setAnswer] = useState<{ key: string; state: State }>();
  useEffect(() => {
    let current = true;
    fetchPrevia(record.id, idioma).then(
      (noticia) => current && setAnswer({ key, state: { status: 'pronta', noticia } }),
      () => current && setAnswer({ key, state: { status: 'erro' } }),
    );
    return () => {
      current = false;
    };
  }, [key, record.id, idioma]);
  const state: State = answer?.key === key ? answer.state : { status: 'carregando' };

  if (state.status === 'carregando') {
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2 }} role="status">
        <CircularProgress size={24} />
        {translate('resources.noticias.previa.carregando')}
      </Box>
    );
  }
  if (state.status === 'erro') {
    return <Alert severity="error">{translate('resources.noticias.previa.erro')}</Alert>;
  }
  return (
    <Box
      component="iframe"
      title={translate('resources.noticias.previa.quadro')}
      sandbox=""
      srcDoc={previaDocument(state.noticia, record.imagemAlt, idioma)}
      sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}

/** "Pré-visualizar" in the editor's toolbar: a dialog with the saved version as fans see it. */
export function PreviaButton() {
  const record = useRecordContext<NoticiaItem>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [idioma, setIdioma] = useState<Idioma>('pt-br');
  if (!record) return null;
  const hasEnglish = Boolean(record.titulo.en || record.texto.en);
  return (
    <>
      <Button label="resources.noticias.previa.botao" onClick={() => setOpen(true)}>
        <VisibilityIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="lg">
        <DialogTitle>{translate('resources.noticias.previa.titulo')}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.noticias.previa.salvar_antes')}
          </Alert>
          {hasEnglish ? (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={idioma}
              onChange={(_event, value: Idioma | null) => value && setIdioma(value)}
              sx={{ mb: 2 }}
            >
              <ToggleButton value="pt-br">PT</ToggleButton>
              <ToggleButton value="en">EN</ToggleButton>
            </ToggleButtonGroup>
          ) : null}
          {open ? <NoticiaPrevia record={record} idioma={idioma} /> : null}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>
            {translate('resources.noticias.previa.fechar')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

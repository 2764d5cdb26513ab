import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import {
  NOTA_MAX,
  NotaInputSchema,
  NotaSchema,
  NotasSchema,
  type Nota,
} from '@stockcar/shared/schemas/admin/comercial';
import { adminFetch } from '../../auth/session.ts';
import { httpErrorOf } from '../../data/data-provider.ts';
import { failureMessage } from '../download.ts';
import { BALCAO_TEXTOS } from './textos.ts';

type Estado =
  { fase: 'carregando' } | { fase: 'erro'; mensagem: string } | { fase: 'pronto'; notas: Nota[] };

const quando = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

const mensagemDe = (error: unknown, padrao: string) =>
  failureMessage(error, padrao, BALCAO_TEXTOS.rede);

/**
 * The record's internal notes (`GET /<area>/:id/notas`, newest first) and a form that adds one
 * (`POST`, checked by the shared contract). Notes are kept apart from the record: adding one
 * does not change its version.
 */
export function NotasPanel() {
  const record = useRecordContext<{ id: number }>();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [estado, setEstado] = useState<Estado>({ fase: 'carregando' });
  const [tentativa, setTentativa] = useState(0);
  const [texto, setTexto] = useState('');
  const [erroTexto, setErroTexto] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);
  const base = record && resource ? `/${resource}/${encodeURIComponent(String(record.id))}` : '';

  useEffect(() => {
    if (!base) return undefined;
    let vivo = true;
    (async () => {
      try {
        const response = await adminFetch(`${base}/notas`);
        if (!response.ok) throw await httpErrorOf(response);
        const notas = NotasSchema.parse(await response.json());
        if (vivo) setEstado({ fase: 'pronto', notas });
      } catch (error) {
        if (vivo) setEstado({ fase: 'erro', mensagem: mensagemDe(error, BALCAO_TEXTOS.erroNotas) });
      }
    })();
    return () => {
      vivo = false;
    };
  }, [base, tentativa]);

  if (!base) return null;

  const recarregar = () => {
    setEstado({ fase: 'carregando' });
    setTentativa((n) => n + 1);
  };

  const adicionar = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = NotaInputSchema.safeParse({ texto });
    if (!parsed.success) {
      setErroTexto(parsed.error.issues[0]?.message);
      return;
    }
    setErroTexto(undefined);
    setEnviando(true);
    try {
      const response = await adminFetch(`${base}/notas`, {
        method: 'POST',
        body: JSON.stringify(parsed.data),
      });
      if (!response.ok) throw await httpErrorOf(response);
      const nota = NotaSchema.parse(await response.json());
      if (estado.fase === 'pronto') setEstado({ fase: 'pronto', notas: [nota, ...estado.notas] });
      else recarregar();
      setTexto('');
      notify(BALCAO_TEXTOS.notaAdicionada, {
        type: 'success',
        messageArgs: { _: BALCAO_TEXTOS.notaAdicionada },
      });
      refresh(); // the list's note count
    } catch (error) {
      const body = (error as { body?: { errors?: { texto?: string } } }).body;
      setErroTexto(body?.errors?.texto ?? mensagemDe(error, BALCAO_TEXTOS.falhaNota));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="notas-titulo" sx={{ width: '100%', maxWidth: 720 }}>
      <Typography id="notas-titulo" variant="h6" component="h2" gutterBottom>
        {BALCAO_TEXTOS.notas}
      </Typography>
      <Stack component="form" spacing={1} onSubmit={(event) => void adicionar(event)} noValidate>
        <MuiTextField
          label={BALCAO_TEXTOS.novaNota}
          helperText={erroTexto ?? BALCAO_TEXTOS.novaNotaAjuda}
          error={!!erroTexto}
          value={texto}
          onChange={(event) => setTexto(event.target.value)}
          multiline
          minRows={2}
          disabled={enviando}
          slotProps={{ htmlInput: { maxLength: NOTA_MAX } }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={enviando}
            startIcon={enviando ? <CircularProgress size={16} /> : undefined}
          >
            {BALCAO_TEXTOS.adicionarNota}
          </Button>
        </Box>
      </Stack>
      {estado.fase === 'carregando' && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={16} />
          <Typography variant="body2">{BALCAO_TEXTOS.carregandoNotas}</Typography>
        </Stack>
      )}
      {estado.fase === 'erro' && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={recarregar}>
              {BALCAO_TEXTOS.tentarDeNovo}
            </Button>
          }
        >
          {estado.mensagem}
        </Alert>
      )}
      {estado.fase === 'pronto' && estado.notas.length === 0 && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {BALCAO_TEXTOS.semNotas}
        </Typography>
      )}
      {estado.fase === 'pronto' && estado.notas.length > 0 && (
        <List aria-label={BALCAO_TEXTOS.notas}>
          {estado.notas.map((nota) => (
            <ListItem key={nota.id} divider alignItems="flex-start">
              <ListItemText
                primary={nota.texto}
                secondary={`${nota.autor} · ${quando(nota.criadoEm)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

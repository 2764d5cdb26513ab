import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Form,
  PasswordInput,
  TextInput,
  regex,
  required,
  useTranslate,
  type Validator,
} from 'react-admin';
import { z } from 'zod';
import { PapelSchema } from '@stockcar/shared/schemas/admin/staff';
import { publicAdminFetch, readProblem } from '../auth/session.ts';

/** GET /api/v1/admin/convite/:token (contract: "Set-up link"). */
const ConviteSchema = z.object({
  email: z.string(),
  nome: z.string(),
  papel: PapelSchema,
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
type Convite = z.infer<typeof ConviteSchema>;

type Estado =
  | { fase: 'carregando' }
  | { fase: 'invalido' }
  | { fase: 'erro' }
  | { fase: 'pronto'; convite: Convite }
  | { fase: 'ativado' };

/** The TOTP secret of an otpauth:// URL, grouped by four for typing. */
export function secretOf(otpauthUrl: string): string {
  try {
    const secret = new URL(otpauthUrl).searchParams.get('secret') ?? '';
    return secret.replace(/(.{4})(?=.)/g, '$1 ');
  } catch {
    return '';
  }
}

const conviteUrl = (token: string) => `/convite/${encodeURIComponent(token)}`;

const sameAsSenha: Validator = (value, values: { senha?: string }) =>
  value && value !== values.senha ? 'console.convite.confirmacao_diferente' : undefined;

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 520, alignSelf: 'flex-start', mt: { sm: 6 } }}>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
}

/**
 * The set-up link of an invited staff member: enrol the authenticator (QR code or the secret
 * typed), choose a password and confirm with a first code (POST /api/v1/admin/convite/:token).
 */
export function ConvitePage() {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const [estado, setEstado] = useState<Estado>({ fase: 'carregando' });
  const [falha, setFalha] = useState<string | undefined>();

  useEffect(() => {
    let vivo = true;
    (async () => {
      try {
        const response = await publicAdminFetch(conviteUrl(token));
        if (!vivo) return;
        if (response.status === 404 || response.status === 410 || response.status === 400) {
          setEstado({ fase: 'invalido' });
          return;
        }
        if (!response.ok) {
          setEstado({ fase: 'erro' });
          return;
        }
        const convite = ConviteSchema.parse(await response.json());
        if (vivo) setEstado({ fase: 'pronto', convite });
      } catch {
        if (vivo) setEstado({ fase: 'erro' });
      }
    })();
    return () => {
      vivo = false;
    };
  }, [token]);

  /** Field errors come back for the form to show under the fields. */
  const ativar = async (values: { senha?: string; codigo?: string }) => {
    setFalha(undefined);
    try {
      const response = await publicAdminFetch(conviteUrl(token), {
        method: 'POST',
        body: JSON.stringify({ senha: values.senha, codigo: values.codigo?.trim() }),
      });
      if (response.ok) {
        setEstado({ fase: 'ativado' });
        return undefined;
      }
      if (response.status === 404 || response.status === 410) {
        setEstado({ fase: 'invalido' });
        return undefined;
      }
      const problem = await readProblem(response);
      setFalha(problem.detail ?? problem.title ?? translate('console.convite.falha'));
      if (!problem.errors?.length) return undefined;
      return Object.fromEntries(
        problem.errors.map(({ path, message }) => [path.replace(/^body\./, ''), message]),
      );
    } catch {
      setFalha(translate('console.convite.falha'));
      return undefined;
    }
  };

  const titulo = (key: string) => (
    <Typography variant="h5" component="h1" gutterBottom>
      {translate(key)}
    </Typography>
  );

  switch (estado.fase) {
    case 'carregando':
      return (
        <Frame>
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{translate('console.convite.carregando')}</Typography>
          </Box>
        </Frame>
      );
    case 'invalido':
      return (
        <Frame>
          {titulo('console.convite.invalido_titulo')}
          <Alert severity="warning">{translate('console.convite.invalido')}</Alert>
        </Frame>
      );
    case 'erro':
      return (
        <Frame>
          {titulo('console.convite.titulo')}
          <Alert severity="error">{translate('console.convite.erro')}</Alert>
        </Frame>
      );
    case 'ativado':
      return (
        <Frame>
          {titulo('console.convite.sucesso_titulo')}
          <Alert severity="success" sx={{ mb: 2 }}>
            {translate('console.convite.sucesso')}
          </Alert>
          <Button variant="contained" component={RouterLink} to="/login">
            {translate('console.convite.entrar')}
          </Button>
        </Frame>
      );
    case 'pronto': {
      const { convite } = estado;
      return (
        <Frame>
          {titulo('console.convite.titulo')}
          <Typography sx={{ mb: 2 }}>
            {translate('console.convite.para', {
              nome: convite.nome,
              email: convite.email,
              papel: translate(`console.papeis.${convite.papel}`),
            })}
          </Typography>
          <Typography sx={{ mb: 1 }}>{translate('console.convite.passo_qr')}</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
            <img
              src={convite.qrCode}
              alt={translate('console.convite.qr_alt')}
              width={200}
              height={200}
            />
          </Box>
          <Typography variant="caption" component="p">
            {translate('console.convite.chave')}
          </Typography>
          <Typography
            component="code"
            data-testid="totp-secret"
            sx={{
              display: 'block',
              fontFamily: 'monospace',
              fontSize: 16,
              mb: 3,
              wordBreak: 'break-all',
            }}
          >
            {secretOf(convite.otpauthUrl)}
          </Typography>
          <Typography sx={{ mb: 1 }}>{translate('console.convite.passo_senha')}</Typography>
          {falha && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {falha}
            </Alert>
          )}
          <Form
            onSubmit={(values: { senha?: string; codigo?: string }) => ativar(values)}
            noValidate
          >
            <PasswordInput
              source="senha"
              label="console.convite.senha"
              autoComplete="new-password"
              validate={required()}
              fullWidth
            />
            <PasswordInput
              source="confirmacao"
              label="console.convite.confirmacao"
              autoComplete="new-password"
              validate={[required(), sameAsSenha]}
              fullWidth
            />
            <TextInput
              source="codigo"
              label="console.convite.codigo"
              autoComplete="one-time-code"
              inputProps={{ inputMode: 'numeric', maxLength: 6 }}
              validate={[required(), regex(/^\d{6}$/, 'console.validacao.codigo')]}
              fullWidth
            />
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
              {translate('console.convite.enviar')}
            </Button>
          </Form>
        </Frame>
      );
    }
  }
}

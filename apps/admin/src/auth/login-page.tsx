import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  PasswordInput,
  TextInput,
  email,
  regex,
  required,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';

interface Credentials {
  email: string;
  senha: string;
  codigo: string;
}

/** Sign-in with e-mail, password and the authenticator's 6-digit code (POST /admin/sessao). */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);

  const submit = async (values: Partial<Credentials>) => {
    setSending(true);
    try {
      await login(values);
    } catch (error) {
      notify((error as Error).message || 'console.login.falha', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('console.login.titulo')}
          </Typography>
          <Form onSubmit={(values: Partial<Credentials>) => submit(values)} noValidate>
            <TextInput
              source="email"
              type="email"
              label="console.login.email"
              autoComplete="username"
              validate={[required(), email()]}
              fullWidth
              autoFocus
            />
            <PasswordInput
              source="senha"
              label="console.login.senha"
              autoComplete="current-password"
              validate={required()}
              fullWidth
            />
            <TextInput
              source="codigo"
              label="console.login.codigo"
              helperText="console.login.codigo_ajuda"
              autoComplete="one-time-code"
              inputProps={{ inputMode: 'numeric', maxLength: 6 }}
              validate={[required(), regex(/^\d{6}$/, 'console.validacao.codigo')]}
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={sending} fullWidth sx={{ mt: 2 }}>
              {translate('console.login.entrar')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}

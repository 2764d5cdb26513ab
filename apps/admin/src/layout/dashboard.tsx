import { Card, CardContent, Typography } from '@mui/material';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { ACESSO, type Papel } from '@stockcar/shared/schemas/admin/papeis';

/** The console's home: who is signed in, with which role. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Papel | undefined>();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('console.inicio.titulo', { nome: identity?.fullName ?? '' })}
        </Typography>
        {permissions && (
          <Typography>
            {translate('console.inicio.papel', {
              papel: translate(`console.papeis.${permissions}`),
            })}
          </Typography>
        )}
        {permissions && ACESSO[permissions].length === 0 && (
          <Typography sx={{ mt: 1 }}>{translate('console.inicio.sem_areas')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

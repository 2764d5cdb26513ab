import { Box, Divider } from '@mui/material';
import type { ReactNode } from 'react';
import { DateField, ListButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { NotasPanel } from './notas.tsx';
import { StatusChanger } from './status.tsx';
import { BALCAO_TEXTOS } from './textos.ts';

/**
 * A desk record's page: when it arrived and its status (changed here), the area's fields, then
 * the internal notes.
 */
export function BalcaoShow({ children }: { children: ReactNode }) {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <DateField source="criadoEm" label={BALCAO_TEXTOS.recebidoEm} showTime locales="pt-BR" />
        <StatusChanger />
        {children}
      </SimpleShowLayout>
      <Divider />
      <Box sx={{ p: 2 }}>
        <NotasPanel />
      </Box>
    </Show>
  );
}

import { Stack } from '@mui/material';
import { ListButton, TopToolbar } from 'react-admin';
import { ConsoleEdit } from '../../components/console-edit.tsx';
import { CabecalhoCorrida } from './cabecalho.tsx';
import { ClassificacaoSalva } from './classificacao-salva.tsx';
import { ResultadoEditor } from './editor.tsx';
import { ImportarCsv } from './importar.tsx';

/**
 * A race's results: its stage and state with the publishing actions, the saved classification
 * with the points it scores, the editor, and the timing CSV's import. Every write reloads the
 * race; a new version remounts the page's forms (ConsoleEdit).
 */
export default function CorridaPage() {
  return (
    <ConsoleEdit
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <Stack spacing={3} sx={{ p: 2 }}>
        <CabecalhoCorrida />
        <ClassificacaoSalva />
        <ResultadoEditor />
        <ImportarCsv />
      </Stack>
    </ConsoleEdit>
  );
}

import { Card, CardContent } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { FilterList, FilterListItem, SelectInput } from 'react-admin';
import { JANELAS } from '@stockcar/shared/schemas/admin/marketing';
import { CATEGORIA_CHOICES } from './categorias.ts';
import { categoriaFilter, searchFilter } from './console-list.tsx';

/** Where a display window stands against now (the list filter `janela`). */
export const NOME_JANELA: Record<(typeof JANELAS)[number], string> = {
  'no-ar': 'No ar',
  agendado: 'Agendado',
  encerrado: 'Encerrado',
};

export const JANELA_CHOICES = JANELAS.map((id) => ({ id, name: NOME_JANELA[id] }));

/** The filters of a list of windowed items (banners, popups): search, category, window. */
export const janelaFilters = [
  searchFilter,
  categoriaFilter,
  <SelectInput key="janela" source="janela" choices={JANELA_CHOICES} />,
];

/** The side panel of those lists: one click per window and per category. */
export function JanelaAside() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 220, display: { xs: 'none', md: 'block' } }}>
      <CardContent>
        <FilterList label="Janela de exibição" icon={<ScheduleIcon />}>
          {JANELA_CHOICES.map((choice) => (
            <FilterListItem key={choice.id} label={choice.name} value={{ janela: choice.id }} />
          ))}
        </FilterList>
        <FilterList label="Categoria" icon={<CategoryIcon />}>
          {CATEGORIA_CHOICES.map((choice) => (
            <FilterListItem
              key={choice.id}
              label={choice.name}
              value={{ categoriaId: choice.id }}
            />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
}

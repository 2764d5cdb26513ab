import { Card, CardContent } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { DateTimeInput, FilterList, FilterListItem, SelectInput, useTranslate } from 'react-admin';
import { JANELAS } from '@stockcar/shared/schemas/admin/marketing';
import { CATEGORIA_CHOICES } from './categorias.ts';
import { isoOrNull } from './zod-validate.ts';
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

/** A windowed item's start and end (banners, popups); `ajuda` is the help text's key. */
export function JanelaInputs({ ajuda }: { ajuda: string }) {
  const translate = useTranslate();
  return (
    <>
      <DateTimeInput source="inicio" parse={isoOrNull} helperText={translate(ajuda)} />
      <DateTimeInput source="fim" parse={isoOrNull} />
    </>
  );
}

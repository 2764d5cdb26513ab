import {
  BooleanField,
  DateField,
  ImageField,
  NumberField,
  SelectField,
  TextField,
} from 'react-admin';
import { ativoFilter, ConsoleList } from '../../components/console-list.tsx';
import { CATEGORIA_CHOICES } from '../../components/categorias.ts';
import { JanelaAside, janelaFilters } from '../../components/janela.tsx';

const filters = [...janelaFilters, ativoFilter];

export default function BannersList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'ordem', order: 'ASC' }} aside={<JanelaAside />}>
      <NumberField source="ordem" />
      <ImageField
        source="imagem"
        sortable={false}
        sx={{ '& img': { maxWidth: 120, maxHeight: 48, objectFit: 'contain' } }}
      />
      <TextField source="titulo.pt-br" label="resources.banners.fields.titulo" sortable={false} />
      <SelectField source="categoriaId" choices={CATEGORIA_CHOICES} sortable={false} />
      <DateField source="inicio" showTime emptyText="—" />
      <DateField source="fim" showTime emptyText="—" />
      <BooleanField source="ativo" sortable={false} />
    </ConsoleList>
  );
}

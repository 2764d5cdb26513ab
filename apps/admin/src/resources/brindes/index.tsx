import { lazy } from 'react';
import { Resource } from 'react-admin';
import RedeemIcon from '@mui/icons-material/Redeem';
import type { ConsoleResource } from '../types.ts';

const BrindesList = lazy(() => import('./brindes-list.tsx'));
const BrindesCreate = lazy(() => import('./brindes-create.tsx'));
const BrindesEdit = lazy(() => import('./brindes-edit.tsx'));

/** Gifts members download (PNG, SVG or PDF kept in private storage). */
export const brindes: ConsoleResource = {
  area: 'brindes',
  element: (
    <Resource
      name="brindes"
      icon={RedeemIcon}
      list={BrindesList}
      create={BrindesCreate}
      edit={BrindesEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Brinde |||| Brindes',
    fields: {
      q: 'Buscar',
      nome: 'Nome',
      urlImagem: 'Imagem (endereço)',
      textoAlternativo: 'Texto alternativo da imagem',
      arquivo: 'Chave no armazenamento privado',
      nomeArquivo: 'Nome do arquivo (ao baixar)',
      tipoConteudo: 'Tipo do arquivo',
      ativo: 'Ativo',
      ordem: 'Ordem',
      urlDownload: 'Download (membros)',
    },
    tipos: { png: 'PNG', svg: 'SVG', pdf: 'PDF' },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ConsoleResource } from '../types.ts';

const B2BList = lazy(() => import('./b2b-list.tsx'));
const B2BCreate = lazy(() => import('./b2b-create.tsx'));
const B2BEdit = lazy(() => import('./b2b-edit.tsx'));

/** B2B products of the corporate page (commercial): deactivated, never deleted. */
export const b2b: ConsoleResource = {
  area: 'b2b',
  element: (
    <Resource
      name="b2b"
      icon={StorefrontIcon}
      list={B2BList}
      create={B2BCreate}
      edit={B2BEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Produto B2B |||| Produtos B2B',
    fields: {
      q: 'Buscar',
      nome: 'Nome',
      imagem: 'Imagem (endereço)',
      imagemAlt: 'Texto alternativo da imagem',
      descricao: 'Descrição',
      conteudo: 'Conteúdo',
      dataInicio: 'Início',
      dataFim: 'Fim',
      local: 'Local',
      cidade: 'Cidade',
      uf: 'UF',
      ativo: 'Ativo no site',
      ordem: 'Ordem',
    },
  },
};

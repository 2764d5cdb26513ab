import { lazy } from 'react';
import { Resource } from 'react-admin';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import type { ConsoleResource } from '../types.ts';

const PopupsList = lazy(() => import('./popups-list.tsx'));
const PopupsCreate = lazy(() => import('./popups-create.tsx'));
const PopupsEdit = lazy(() => import('./popups-edit.tsx'));

/** Popups per category (marketing): desktop and mobile images, link, display window and order. */
export const popups: ConsoleResource = {
  area: 'popups',
  element: (
    <Resource
      name="popups"
      icon={WebAssetIcon}
      list={PopupsList}
      create={PopupsCreate}
      edit={PopupsEdit}
      recordRepresentation={(record) => String(record.titulo?.['pt-br'] ?? record.id)}
    />
  ),
  messages: {
    name: 'Popup |||| Popups',
    fields: {
      categoriaId: 'Categoria',
      'titulo.pt-br': 'Título (também o texto alternativo)',
      'titulo.en': 'Título em inglês (Fórmula 4)',
      titulo: 'Título',
      link: 'Link',
      imagem: 'Imagem (endereço)',
      imagemMobile: 'Imagem para celular (endereço)',
      abrirNovaAba: 'Abrir em nova aba',
      ordem: 'Ordem',
      inicio: 'Início da exibição',
      fim: 'Fim da exibição',
      janela: 'Janela',
      q: 'Buscar',
    },
    ajuda: { janela: 'Deixe início ou fim vazio para uma janela aberta.' },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ConsoleResource } from '../types.ts';

const BannersList = lazy(() => import('./banners-list.tsx'));
const BannersCreate = lazy(() => import('./banners-create.tsx'));
const BannersEdit = lazy(() => import('./banners-edit.tsx'));

/** Banners per category (marketing): image, link, display window and order. */
export const banners: ConsoleResource = {
  area: 'banners',
  element: (
    <Resource
      name="banners"
      icon={ViewCarouselIcon}
      list={BannersList}
      create={BannersCreate}
      edit={BannersEdit}
      recordRepresentation={(record) => String(record.titulo?.['pt-br'] ?? record.id)}
    />
  ),
  messages: {
    name: 'Banners |||| Banners',
    fields: {
      categoriaId: 'Categoria',
      'titulo.pt-br': 'Título (também o texto alternativo)',
      'titulo.en': 'Título em inglês (Fórmula 4)',
      titulo: 'Título',
      link: 'Link',
      imagem: 'Imagem (endereço)',
      ativo: 'Ativo',
      ordem: 'Ordem',
      inicio: 'Início da exibição',
      fim: 'Fim da exibição',
      janela: 'Janela',
      q: 'Buscar',
    },
    ajuda: { janela: 'Deixe início ou fim vazio para uma janela aberta.' },
  },
};

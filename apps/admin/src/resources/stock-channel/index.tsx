import { lazy } from 'react';
import { Resource } from 'react-admin';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import type { ConsoleResource } from '../types.ts';

const BibliotecasList = lazy(() => import('./bibliotecas-list.tsx'));
const BibliotecasCreate = lazy(() => import('./bibliotecas-create.tsx'));
const BibliotecasEdit = lazy(() => import('./bibliotecas-edit.tsx'));
const VideosList = lazy(() => import('./videos-list.tsx'));
const VideosCreate = lazy(() => import('./videos-create.tsx'));
const VideosEdit = lazy(() => import('./videos-edit.tsx'));

const imagem = {
  thumbnail: 'Imagem (endereço)',
  textoAlternativo: 'Texto alternativo da imagem',
  ordem: 'Ordem',
};

/** Stock Channel libraries (the club's video shelves). */
export const stockChannel: ConsoleResource = {
  area: 'stock-channel',
  element: (
    <Resource
      name="stock-channel"
      icon={VideoLibraryIcon}
      list={BibliotecasList}
      create={BibliotecasCreate}
      edit={BibliotecasEdit}
      recordRepresentation="nome"
    />
  ),
  messages: {
    name: 'Stock Channel |||| Stock Channel',
    fields: { q: 'Buscar', nome: 'Nome', totalVideos: 'Vídeos', ...imagem },
    videos: 'Vídeos desta biblioteca',
  },
};

/** The videos of each library (YouTube links). */
export const stockChannelVideos: ConsoleResource = {
  area: 'stock-channel',
  element: (
    <Resource
      name="stock-channel/videos"
      icon={OndemandVideoIcon}
      list={VideosList}
      create={VideosCreate}
      edit={VideosEdit}
      recordRepresentation="titulo"
    />
  ),
  messages: {
    name: 'Vídeo do Stock Channel |||| Vídeos do Stock Channel',
    fields: {
      q: 'Buscar',
      bibliotecaId: 'Biblioteca',
      titulo: 'Título',
      link: 'Link no YouTube',
      ...imagem,
    },
  },
};

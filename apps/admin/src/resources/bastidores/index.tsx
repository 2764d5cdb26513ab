import { lazy } from 'react';
import { Resource } from 'react-admin';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { ConsoleResource } from '../types.ts';

const BastidoresList = lazy(() => import('./bastidores-list.tsx'));
const BastidoresCreate = lazy(() => import('./bastidores-create.tsx'));
const BastidoresEdit = lazy(() => import('./bastidores-edit.tsx'));

/** The club's behind-the-scenes galleries: drivers, publication time and ordered images. */
export const bastidores: ConsoleResource = {
  area: 'bastidores',
  element: (
    <Resource
      name="bastidores"
      icon={PhotoLibraryIcon}
      list={BastidoresList}
      create={BastidoresCreate}
      edit={BastidoresEdit}
      recordRepresentation="titulo.pt-br"
    />
  ),
  messages: {
    name: 'Bastidores |||| Bastidores',
    fields: {
      q: 'Buscar',
      categoriaId: 'Categoria (id)',
      'titulo.pt-br': 'Título',
      'titulo.en': 'Título em inglês',
      dataPublicacao: 'Publicação',
      pilotoIds: 'Pilotos (ids)',
      imagens: 'Imagens',
      'imagens.url': 'Imagem (endereço)',
      'imagens.textoAlternativo': 'Texto alternativo',
    },
  },
};

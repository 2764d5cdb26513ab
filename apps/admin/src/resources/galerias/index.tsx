import { lazy } from 'react';
import { Resource } from 'react-admin';
import CollectionsIcon from '@mui/icons-material/Collections';
import type { ConsoleResource } from '../types.ts';

const GaleriasList = lazy(() => import('./galerias-list.tsx'));
const GaleriasCreate = lazy(() => import('./galerias-create.tsx'));
const GaleriasEdit = lazy(() => import('./galerias-edit.tsx'));

/** Photo galleries (role `editor`): ordered images, each with its alternative text. */
export const galerias: ConsoleResource = {
  area: 'galerias',
  element: (
    <Resource
      name="galerias"
      icon={CollectionsIcon}
      list={GaleriasList}
      create={GaleriasCreate}
      edit={GaleriasEdit}
      recordRepresentation="titulo.pt-br"
    />
  ),
  messages: {
    name: 'Galeria |||| Galerias',
    fields: {
      q: 'Buscar',
      categoriaId: 'Categoria',
      titulo: 'Título',
      'titulo.pt-br': 'Título',
      'titulo.en': 'Título em inglês (Fórmula 4)',
      publicarEm: 'Publicar em',
      imagens: 'Imagens (na ordem em que aparecem)',
      'imagens.url': 'Endereço da imagem',
      'imagens.alt': 'Texto alternativo',
      quantidade: 'Imagens',
    },
    ajuda: {
      imagens:
        'Escolha várias imagens de uma vez para adicioná-las na ordem escolhida; use as setas para mudar a ordem; a primeira é a capa.',
    },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import EventIcon from '@mui/icons-material/Event';
import type { ConsoleResource } from '../types.ts';

const PaginasEventoList = lazy(() => import('./paginas-evento-list.tsx'));
const PaginasEventoCreate = lazy(() => import('./paginas-evento-create.tsx'));
const PaginasEventoEdit = lazy(() => import('./paginas-evento-edit.tsx'));

/** The pro series' event pages and history articles (role `editor`). */
export const paginasEvento: ConsoleResource = {
  area: 'paginas-evento',
  element: (
    <Resource
      name="paginas-evento"
      icon={EventIcon}
      list={PaginasEventoList}
      create={PaginasEventoCreate}
      edit={PaginasEventoEdit}
      recordRepresentation="titulo"
    />
  ),
  messages: {
    name: 'Página de evento |||| Páginas de evento',
    fields: {
      q: 'Buscar',
      pagina: 'Página',
      chamada: 'Chamada (acima do título)',
      titulo: 'Título',
      linhaFina: 'Linha fina',
      cena: 'Ilustração',
      descricaoCena: 'Descrição da ilustração',
      fatos: 'Ficha',
      'fatos.rotulo': 'Dado',
      'fatos.valor': 'Valor',
      secoes: 'Seções',
      'secoes.titulo': 'Título da seção',
      'secoes.texto': 'Texto da seção',
      tags: 'Tags',
      relacionados: 'Leia também',
      'relacionados.rotulo': 'Texto do link',
      'relacionados.href': 'Endereço',
    },
    paginas: {
      galeao: 'Galeão',
      'belo-horizonte': 'Belo Horizonte (festival)',
      'buenos-aires': 'Buenos Aires',
      'historia-buenosaires': 'História: Buenos Aires',
      'historia-bh': 'História: Belo Horizonte',
    },
    cenas: {
      airport: 'Aeroporto',
      festival: 'Festival à noite',
      'buenos-aires': 'Buenos Aires',
      archive: 'Arquivo histórico',
    },
    ajuda: {
      fatos: 'Local, extensão, curvas… Deixe vazio nos artigos de história.',
      tags: 'Nos artigos de história: cada tag busca as notícias com ela.',
      relacionados: 'Endereços deste site, como /stockcar/proseries/historia-bh.',
    },
  },
};

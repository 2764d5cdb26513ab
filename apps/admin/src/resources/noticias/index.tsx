import { lazy } from 'react';
import { Resource } from 'react-admin';
import ArticleIcon from '@mui/icons-material/Article';
import type { ConsoleResource } from '../types.ts';

// Lazy: the screens (and the rich-text editor) load when someone opens them.
const NoticiasList = lazy(() => import('./noticias-list.tsx'));
const NoticiasCreate = lazy(() => import('./noticias-create.tsx'));
const NoticiasEdit = lazy(() => import('./noticias-edit.tsx'));

/** The newsroom's news (role `editor`): draft, scheduled, published; preview as fans see it. */
export const noticias: ConsoleResource = {
  area: 'noticias',
  element: (
    <Resource
      name="noticias"
      icon={ArticleIcon}
      list={NoticiasList}
      create={NoticiasCreate}
      edit={NoticiasEdit}
      recordRepresentation="titulo.pt-br"
    />
  ),
  messages: {
    name: 'Notícia |||| Notícias',
    fields: {
      q: 'Buscar',
      categoriaId: 'Categoria',
      titulo: 'Título',
      'titulo.pt-br': 'Título',
      'titulo.en': 'Título em inglês (Fórmula 4)',
      'texto.pt-br': 'Texto',
      'texto.en': 'Texto em inglês (Fórmula 4)',
      status: 'Situação',
      publicarEm: 'Publicar em',
      visivel: 'Visível no site',
      tags: 'Tags',
      tag: 'Tag',
      imagem: 'Imagem de capa (endereço)',
      imagemAlt: 'Texto alternativo da capa',
      imagemGaleria: 'Imagem da galeria (endereço)',
      backgroundImagem: 'Imagem de fundo da página (endereço)',
    },
    status: {
      rascunho: 'Rascunho',
      agendada: 'Agendada',
      publicada: 'Publicada',
    },
    ajuda: {
      publicarEm: 'Obrigatório para agendar; ao publicar sem data, a notícia sai agora.',
      tags: 'Digite uma tag e tecle Enter.',
      imagem:
        'Envie um arquivo ou informe o endereço de uma imagem do console (/media/…) ou https.',
      imagemAlt: 'Obrigatório com capa; escreva-o antes de enviar a imagem.',
      ingles: 'Só a Fórmula 4 tem página em inglês.',
    },
    previa: {
      botao: 'Pré-visualizar',
      titulo: 'Pré-visualização',
      fechar: 'Fechar',
      carregando: 'Carregando a pré-visualização…',
      erro: 'Não foi possível carregar a pré-visualização.',
      quadro: 'Notícia como o site a mostra',
      salvar_antes: 'A pré-visualização mostra a versão salva.',
    },
  },
};

import { lazy } from 'react';
import { Resource } from 'react-admin';
import ShortTextIcon from '@mui/icons-material/ShortText';
import type { ConsoleResource } from '../types.ts';

const FooterList = lazy(() => import('./footer-list.tsx'));
const FooterCreate = lazy(() => import('./footer-create.tsx'));
const FooterEdit = lazy(() => import('./footer-edit.tsx'));

/** Footer items (marketing): the pages linked from each category's footer, HTML text. */
export const footer: ConsoleResource = {
  area: 'footer',
  element: (
    <Resource
      name="footer"
      icon={ShortTextIcon}
      list={FooterList}
      create={FooterCreate}
      edit={FooterEdit}
      recordRepresentation="pagina"
    />
  ),
  messages: {
    name: 'Rodapé |||| Rodapé',
    fields: {
      categoriaId: 'Categoria',
      pagina: 'Endereço da página',
      titulo: 'Título',
      'titulo.pt-br': 'Título',
      'titulo.en': 'Título em inglês (Fórmula 4)',
      'texto.pt-br': 'Texto (HTML)',
      'texto.en': 'Texto em inglês (HTML, Fórmula 4)',
      backgroundImagem: 'Imagem de fundo (endereço, opcional)',
      ordem: 'Ordem',
      q: 'Buscar',
    },
    ajuda: {
      pagina: 'Letras minúsculas, números e hífens (ex.: politica-privacidade).',
      texto: 'HTML; o servidor remove o que não é permitido.',
    },
  },
};

/**
 * Texts of the installed app (trackside mode, docs/decisions/0029): its manifests and the page the
 * service worker shows for a page never opened on the device. Written into files at build time
 * (apps/web/build/pwa-assets.ts), so none of it rides in the site's JavaScript.
 */
export const offlinePtBr = {
  app: {
    name: 'Stock Car',
    description: 'Próxima etapa, programação e classificação da Stock Car, mesmo com sinal fraco.',
  },
  page: {
    title: 'Você está sem conexão',
    text: 'Esta página ainda não foi aberta neste aparelho, e sem internet não dá para buscá-la.',
    available: 'Sem conexão, continuam disponíveis as páginas que você já abriu aqui:',
    items: [
      'a página inicial de cada categoria que você visitou, com a próxima etapa;',
      'as etapas e a programação;',
      'a classificação.',
    ],
    updated: 'Elas mostram quando foram atualizadas pela última vez.',
    retry: 'Tentar de novo',
    home: 'Ir para a página inicial',
  },
};

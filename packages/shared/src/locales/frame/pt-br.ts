/*
 * The frame's parts that come after the page (public-site.md §2.2): the footer, the partner
 * logos and the live broadcasts. Not in the shell's texts: they load with those parts
 * (apps/web/src/lib/frame-i18n.ts), out of the home's first download.
 */
export const framePtBr = {
  live: {
    title: 'Transmissões ao vivo',
    offline: 'Nenhuma transmissão ao vivo no momento. Volte mais tarde!',
    online: 'Ao vivo',
    offlineBadge: 'Offline',
    paid: 'Canal pago',
    open: 'Aberto',
    empty: 'Nenhuma transmissão cadastrada.',
    error: 'Não foi possível carregar as transmissões.',
    player: 'Vídeo da transmissão {{nome}}',
  },
  footer: {
    categories: 'Categorias',
    institutional: 'Institucional',
    legal: 'Legal',
    store: 'Loja oficial',
    sponsor: 'Seja patrocinador',
    corporate: 'Corporativo B2B',
    privacy: 'Política de privacidade',
    terms: 'Termos de uso',
    minors: 'Entrada de menores',
    esg: 'ESG',
    contact: 'Fale conosco',
    social: 'Redes sociais',
    copyright: '© {{year}} Stock Car. Todos os direitos reservados.',
  },
  sponsors: {
    label: 'Parceiros',
    montadoras: 'MONTADORAS',
    patrocinadores: 'NOSSOS PATROCINADORES',
    fornecedores: 'NOSSOS FORNECEDORES',
    mediaPartners: 'MEDIA PARTNERS',
  },
};

import { DEFAULT_CATEGORY_SLUG } from '@stockcar/shared/categories';
import { encodeBase64 } from '../lib/base64.ts';

/** Every path of the site in one place (STYLE.md habit 3): route patterns and link builders. */
export const paths = {
  root: '/',
  stockcar: '/stockcar',
  fanpush: '/fanpush',
  category: {
    pattern: '/stockcar/:categoria',
    home: (categoria: string = DEFAULT_CATEGORY_SLUG) => `/stockcar/${categoria}`,
    fanpushTv: {
      pattern: 'fanpush-tv',
      href: (categoria: string) => `/stockcar/${categoria}/fanpush-tv`,
    },
    // Racing data (public-site.md §2.3); patterns are relative to the category route.
    categoria: {
      pattern: 'categoria',
      href: (categoria: string) => `/stockcar/${categoria}/categoria`,
    },
    etapas: { pattern: 'etapa', href: (categoria: string) => `/stockcar/${categoria}/etapa` },
    classificacao: {
      pattern: 'classificacao',
      href: (categoria: string) => `/stockcar/${categoria}/classificacao`,
    },
    pilotos: { pattern: 'piloto', href: (categoria: string) => `/stockcar/${categoria}/piloto` },
    piloto: {
      pattern: 'piloto/:idPiloto',
      href: (categoria: string, idPiloto: number) => `/stockcar/${categoria}/piloto/${idPiloto}`,
    },
    equipes: { pattern: 'equipe', href: (categoria: string) => `/stockcar/${categoria}/equipe` },
    equipe: {
      pattern: 'equipe/:idEquipe',
      href: (categoria: string, idEquipe: number) => `/stockcar/${categoria}/equipe/${idEquipe}`,
    },
    circuitos: {
      pattern: 'circuito',
      href: (categoria: string) => `/stockcar/${categoria}/circuito`,
    },
    circuito: {
      pattern: 'circuito/:idCircuito',
      href: (categoria: string, idCircuito: number) =>
        `/stockcar/${categoria}/circuito/${idCircuito}`,
    },
    montadoras: {
      pattern: 'montadora',
      href: (categoria: string) => `/stockcar/${categoria}/montadora`,
    },
    /** The next-round block (`/programacao/`). */
    proximaRodada: {
      pattern: 'programacao',
      href: (categoria: string) => `/stockcar/${categoria}/programacao/`,
    },
    programacao: {
      pattern: 'programacao/:idCircuito',
      href: (categoria: string, idCircuito: number) =>
        `/stockcar/${categoria}/programacao/${idCircuito}`,
    },
    // Editorial (public-site.md §2.3): the news list with its tabs, articles and galleries.
    novidades: {
      pattern: 'novidade',
      /** `busca` opens the list on a search (a tag), `aba` on the galleries tab. */
      href: (categoria: string, query: { busca?: string; aba?: 'galerias' } = {}) => {
        const search = new URLSearchParams(
          Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
        ).toString();
        return `/stockcar/${categoria}/novidade${search ? `?${search}` : ''}`;
      },
    },
    /** News article: the route pattern; links are built by `noticia`. */
    noticiaPattern: 'noticia/:id',
    noticia: (categoria: string, id: number) => `/stockcar/${categoria}/noticia/${id}`,
    galeria: {
      pattern: 'galeria/:id',
      href: (categoria: string, id: number) => `/stockcar/${categoria}/galeria/${id}`,
    },
    // Commercial and careers (public-site.md §2.3).
    sejaPatrocinador: {
      pattern: 'seja-patrocinador',
      href: (categoria: string) => `/stockcar/${categoria}/seja-patrocinador`,
    },
    queroSerPatrocinador: {
      pattern: 'quero-ser-patrocinador',
      href: (categoria: string) => `/stockcar/${categoria}/quero-ser-patrocinador`,
    },
    corporativaB2b: {
      pattern: 'corporativa-b2b',
      href: (categoria: string) => `/stockcar/${categoria}/corporativa-b2b`,
    },
    /** The proposal form; `p` carries the product's name (§2.3). */
    camarotesB2b: {
      pattern: 'camarotes-b2b/:id_camarote',
      href: (categoria: string, idCamarote: number, produto?: string) =>
        `/stockcar/${categoria}/camarotes-b2b/${idCamarote}` +
        (produto ? `?${new URLSearchParams({ p: produto }).toString()}` : ''),
    },
    trabalheConosco: {
      pattern: 'trabalhe-conosco',
      href: (categoria: string) => `/stockcar/${categoria}/trabalhe-conosco`,
    },
    bancoTalentos: {
      pattern: 'trabalhe-conosco/cadastro',
      href: (categoria: string) => `/stockcar/${categoria}/trabalhe-conosco/cadastro`,
    },
    bancoTalentosObrigado: {
      pattern: 'trabalhe-conosco/obrigado',
      href: (categoria: string) => `/stockcar/${categoria}/trabalhe-conosco/obrigado`,
    },
    // Institutional pages (public-site.md §2.3), on every category.
    politicaPrivacidade: {
      pattern: 'politica-privacidade',
      href: (categoria: string) => `/stockcar/${categoria}/politica-privacidade`,
    },
    termosDeUso: {
      pattern: 'termos-de-uso',
      href: (categoria: string) => `/stockcar/${categoria}/termos-de-uso`,
    },
    esg: { pattern: 'esg', href: (categoria: string) => `/stockcar/${categoria}/esg` },
    termoMenorIdade: {
      pattern: 'termo-menor-idade',
      href: (categoria: string) => `/stockcar/${categoria}/termo-menor-idade`,
    },
    // Event pages: they exist under /stockcar/proseries only (§2.3).
    galeao: { pattern: 'galeao', href: (categoria: string) => `/stockcar/${categoria}/galeao` },
    beloHorizonte: {
      pattern: 'belo-horizonte',
      href: (categoria: string) => `/stockcar/${categoria}/belo-horizonte`,
    },
    buenosAires: {
      pattern: 'buenos-aires',
      href: (categoria: string) => `/stockcar/${categoria}/buenos-aires`,
    },
    historiaBuenosAires: {
      pattern: 'historia-buenosaires',
      href: (categoria: string) => `/stockcar/${categoria}/historia-buenosaires`,
    },
    historiaBh: {
      pattern: 'historia-bh',
      href: (categoria: string) => `/stockcar/${categoria}/historia-bh`,
    },
    // Hall of fame and quiz (fan-club.md §2), shown for the Pro Series.
    hallOfFame: {
      pattern: 'hall-of-fame',
      href: (categoria: string) => `/stockcar/${categoria}/hall-of-fame`,
    },
    stockQuiz: {
      pattern: 'hall-of-fame/stock-quiz',
      href: (categoria: string) => `/stockcar/${categoria}/hall-of-fame/stock-quiz`,
    },
    startQuiz: {
      pattern: 'start-quiz',
      href: (categoria: string) => `/stockcar/${categoria}/start-quiz`,
    },
  },
  /** Files the site serves itself (apps/web/public). */
  documentos: {
    termoMenorIdade: '/documentos/termo-menor-idade.pdf',
  },
  /** The members' area (fan-club.md §2). */
  stockclub: {
    pattern: '/stockclub',
    login: '/stockclub/login',
    /** Login with the e-mail prefilled: `u` is the e-mail in base64 (fan-club.md §2). */
    loginWithEmail: (email: string) =>
      `/stockclub/login?${new URLSearchParams({ u: encodeBase64(email) }).toString()}`,
    cadastro: '/stockclub/cadastro',
    confirmacaoRegistro: '/stockclub/confirmacao-registro',
    ativacaoConta: '/stockclub/ativacao-conta',
    esqueciSenha: '/stockclub/esqueci-minha-senha',
    redefinirSenha: '/stockclub/redefinir-senha',
    atualizarSenha: '/stockclub/atualizar-senha',
    pendenteAtivacao: '/stockclub/pendente-ativacao',
    home: '/stockclub/home',
    profile: '/stockclub/meu-perfil',
    /** The profile opened on the phone change (`?phone=true`). */
    profilePhone: '/stockclub/meu-perfil?phone=true',
    pilotoFavorito: '/stockclub/piloto-favorito',
    /** LGPD self-service (issue 12), login required. */
    meusDados: '/stockclub/meus-dados',
    /** The guardian's revocation link (`?h=` is its secret, issue 12). */
    revogarAutorizacao: '/stockclub/revogar-autorizacao',
    // Fan Push (fan-club.md §2): pre-vote, vote, live leaderboard and the public preview.
    preVotacao: '/stockclub/pre-votacao',
    votacao: '/stockclub/votacao-fanpush',
    votacaoLive: '/stockclub/votacao-fanpush-live',
    previewVotacao: {
      pattern: '/stockclub/preview-votacao-fanpush/:id_etapa',
      href: (idEtapa: number) => `/stockclub/preview-votacao-fanpush/${idEtapa}`,
    },
    // Stock Channel (fan-club.md §2): the library carousel and one library's videos.
    stockchannel: '/stockclub/stockchannel',
    channel: {
      pattern: '/stockclub/channel/:id',
      href: (idBiblioteca: number) => `/stockclub/channel/${idBiblioteca}`,
    },
  },
} as const;

/** The championship item of the main menu (hidden for proseries) is the 'about' page. */
export const CHAMPIONSHIP_PATH_SUFFIX = '/categoria';

import { DEFAULT_CATEGORY_SLUG } from '@stockcar/shared/categories';
import { encodeBase64 } from '../lib/base64.ts';

/** The category page at `pattern` (relative to the category route) and its links. */
const categoryPage = <P extends string>(pattern: P) => ({
  pattern,
  href: (categoria: string) => `/stockcar/${categoria}/${pattern}`,
});

/** One item of a category's list (a driver, a team...): `base/:param`, linked by its id. */
const categoryItem = <B extends string, P extends string>(base: B, param: P) => ({
  pattern: `${base}/:${param}` as const,
  href: (categoria: string, id: number) => `/stockcar/${categoria}/${base}/${id}`,
});

/** Every path of the site in one place (STYLE.md habit 3): route patterns and link builders. */
export const paths = {
  root: '/',
  stockcar: '/stockcar',
  fanpush: '/fanpush',
  category: {
    pattern: '/stockcar/:categoria',
    home: (categoria: string = DEFAULT_CATEGORY_SLUG) => `/stockcar/${categoria}`,
    fanpushTv: categoryPage('fanpush-tv'),
    // Racing data (public-site.md §2.3); patterns are relative to the category route.
    categoria: categoryPage('categoria'),
    etapas: categoryPage('etapa'),
    classificacao: categoryPage('classificacao'),
    pilotos: categoryPage('piloto'),
    piloto: categoryItem('piloto', 'idPiloto'),
    equipes: categoryPage('equipe'),
    equipe: categoryItem('equipe', 'idEquipe'),
    circuitos: categoryPage('circuito'),
    circuito: categoryItem('circuito', 'idCircuito'),
    montadoras: categoryPage('montadora'),
    /** The next-round block (`/programacao/`). */
    proximaRodada: {
      pattern: 'programacao',
      href: (categoria: string) => `/stockcar/${categoria}/programacao/`,
    },
    programacao: categoryItem('programacao', 'idCircuito'),
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
    galeria: categoryItem('galeria', 'id'),
    // Commercial and careers (public-site.md §2.3).
    sejaPatrocinador: categoryPage('seja-patrocinador'),
    queroSerPatrocinador: categoryPage('quero-ser-patrocinador'),
    corporativaB2b: categoryPage('corporativa-b2b'),
    /** The proposal form; `p` carries the product's name (§2.3). */
    camarotesB2b: {
      pattern: 'camarotes-b2b/:id_camarote',
      href: (categoria: string, idCamarote: number, produto?: string) =>
        `/stockcar/${categoria}/camarotes-b2b/${idCamarote}` +
        (produto ? `?${new URLSearchParams({ p: produto }).toString()}` : ''),
    },
    trabalheConosco: categoryPage('trabalhe-conosco'),
    bancoTalentos: categoryPage('trabalhe-conosco/cadastro'),
    bancoTalentosObrigado: categoryPage('trabalhe-conosco/obrigado'),
    // Institutional pages (public-site.md §2.3), on every category.
    politicaPrivacidade: categoryPage('politica-privacidade'),
    termosDeUso: categoryPage('termos-de-uso'),
    esg: categoryPage('esg'),
    termoMenorIdade: categoryPage('termo-menor-idade'),
    // Event pages: they exist under /stockcar/proseries only (§2.3).
    galeao: categoryPage('galeao'),
    beloHorizonte: categoryPage('belo-horizonte'),
    buenosAires: categoryPage('buenos-aires'),
    historiaBuenosAires: categoryPage('historia-buenosaires'),
    historiaBh: categoryPage('historia-bh'),
    // Hall of fame and quiz (fan-club.md §2), shown for the Pro Series.
    hallOfFame: categoryPage('hall-of-fame'),
    stockQuiz: categoryPage('hall-of-fame/stock-quiz'),
    startQuiz: categoryPage('start-quiz'),
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

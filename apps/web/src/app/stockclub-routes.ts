import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import type { lazyPage, PageModule } from './routes/lazy-page.ts';

const handle = (value: RouteHandle) => value;

type Page = (load: () => Promise<PageModule>) => ReturnType<typeof lazyPage>;

/** The Stock Club account pages under /stockclub (fan-club.md §2). */
export function stockclubRoutes(page: Page): RouteObject[] {
  const s = paths.stockclub;
  const activation = page(() => import('./routes/stockclub/confirmacao-registro.tsx'));
  return [
    {
      path: s.login,
      handle: handle({ titleKey: 'stockclub', memberGoesTo: s.home }),
      lazy: page(() => import('./routes/stockclub/login.tsx')),
    },
    {
      path: s.cadastro,
      handle: handle({ titleKey: 'cadastro' }),
      lazy: page(() => import('./routes/stockclub/cadastro.tsx')),
    },
    {
      path: s.confirmacaoRegistro,
      handle: handle({ titleKey: 'confirmacaoRegistro' }),
      lazy: activation,
    },
    {
      path: s.ativacaoConta,
      handle: handle({ titleKey: 'confirmacaoRegistro' }),
      lazy: activation,
    },
    {
      path: s.esqueciSenha,
      handle: handle({ titleKey: 'esqueciSenha', memberGoesTo: s.atualizarSenha }),
      lazy: page(() => import('./routes/stockclub/esqueci-minha-senha.tsx')),
    },
    {
      path: s.redefinirSenha,
      handle: handle({ titleKey: 'redefinirSenha', memberGoesTo: s.atualizarSenha }),
      lazy: page(() => import('./routes/stockclub/redefinir-senha.tsx')),
    },
    {
      path: s.atualizarSenha,
      handle: handle({ titleKey: 'atualizarSenha', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/atualizar-senha.tsx')),
    },
    {
      path: s.pendenteAtivacao,
      handle: handle({ titleKey: 'pendenteAtivacao' }),
      lazy: page(() => import('./routes/stockclub/pendente-ativacao.tsx')),
    },
    {
      path: s.home,
      handle: handle({ titleKey: 'stockclubHome', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/home.tsx')),
    },
    {
      path: s.profile,
      handle: handle({ titleKey: 'profile', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/profile.tsx')),
    },
    {
      path: s.pilotoFavorito,
      handle: handle({ titleKey: 'pilotoFavorito', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/piloto-favorito.tsx')),
    },
    // LGPD (issue 12): the member's data; the guardian's revocation needs no login.
    {
      path: s.meusDados,
      handle: handle({ titleKey: 'meusDados', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/meus-dados.tsx')),
    },
    {
      path: s.revogarAutorizacao,
      handle: handle({ titleKey: 'revogarAutorizacao' }),
      lazy: page(() => import('./routes/stockclub/revogar-autorizacao.tsx')),
    },
    // Fan Push (fan-club.md §2): the preview alone needs no login.
    {
      path: s.preVotacao,
      handle: handle({ titleKey: 'preVotacao', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/pre-votacao.tsx')),
    },
    {
      path: s.votacao,
      handle: handle({ titleKey: 'votacaoFanpush', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/votacao-fanpush.tsx')),
    },
    {
      path: s.votacaoLive,
      handle: handle({ titleKey: 'votacaoFanpushLive', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/votacao-fanpush-live.tsx')),
    },
    {
      path: s.previewVotacao.pattern,
      handle: handle({ titleKey: 'previewVotacaoFanpush' }),
      lazy: page(() => import('./routes/stockclub/preview-votacao-fanpush.tsx')),
    },
    // Stock Channel (fan-club.md §2), login required.
    {
      path: s.stockchannel,
      handle: handle({ titleKey: 'stockchannel', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/stockchannel.tsx')),
    },
    {
      path: s.channel.pattern,
      handle: handle({ titleKey: 'channel', requiresLogin: true }),
      lazy: page(() => import('./routes/stockclub/channel.tsx')),
    },
  ];
}

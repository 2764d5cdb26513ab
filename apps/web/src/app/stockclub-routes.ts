import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pageRoute, type Page } from './route-table.ts';

/** The Stock Club account pages under /stockclub (fan-club.md §2). */
export function stockclubRoutes(page: Page): RouteObject[] {
  const s = paths.stockclub;
  const activation = page(() => import('./routes/stockclub/confirmacao-registro.tsx'));
  return [
    pageRoute(
      s.login,
      { titleKey: 'stockclub', memberGoesTo: s.home },
      page(() => import('./routes/stockclub/login.tsx')),
    ),
    pageRoute(
      s.cadastro,
      { titleKey: 'cadastro' },
      page(() => import('./routes/stockclub/cadastro.tsx')),
    ),
    pageRoute(s.confirmacaoRegistro, { titleKey: 'confirmacaoRegistro' }, activation),
    pageRoute(s.ativacaoConta, { titleKey: 'confirmacaoRegistro' }, activation),
    pageRoute(
      s.esqueciSenha,
      { titleKey: 'esqueciSenha', memberGoesTo: s.atualizarSenha },
      page(() => import('./routes/stockclub/esqueci-minha-senha.tsx')),
    ),
    pageRoute(
      s.redefinirSenha,
      { titleKey: 'redefinirSenha', memberGoesTo: s.atualizarSenha },
      page(() => import('./routes/stockclub/redefinir-senha.tsx')),
    ),
    pageRoute(
      s.atualizarSenha,
      { titleKey: 'atualizarSenha', requiresLogin: true },
      page(() => import('./routes/stockclub/atualizar-senha.tsx')),
    ),
    pageRoute(
      s.pendenteAtivacao,
      { titleKey: 'pendenteAtivacao' },
      page(() => import('./routes/stockclub/pendente-ativacao.tsx')),
    ),
    pageRoute(
      s.home,
      { titleKey: 'stockclubHome', requiresLogin: true },
      page(() => import('./routes/stockclub/home.tsx')),
    ),
    pageRoute(
      s.profile,
      { titleKey: 'profile', requiresLogin: true },
      page(() => import('./routes/stockclub/profile.tsx')),
    ),
    pageRoute(
      s.pilotoFavorito,
      { titleKey: 'pilotoFavorito', requiresLogin: true },
      page(() => import('./routes/stockclub/piloto-favorito.tsx')),
    ),
    // LGPD (issue 12): the member's data; the guardian's revocation needs no login.
    pageRoute(
      s.meusDados,
      { titleKey: 'meusDados', requiresLogin: true },
      page(() => import('./routes/stockclub/meus-dados.tsx')),
    ),
    pageRoute(
      s.revogarAutorizacao,
      { titleKey: 'revogarAutorizacao' },
      page(() => import('./routes/stockclub/revogar-autorizacao.tsx')),
    ),
    // Fan Push (fan-club.md §2): the preview alone needs no login.
    pageRoute(
      s.preVotacao,
      { titleKey: 'preVotacao', requiresLogin: true },
      page(() => import('./routes/stockclub/pre-votacao.tsx')),
    ),
    pageRoute(
      s.votacao,
      { titleKey: 'votacaoFanpush', requiresLogin: true },
      page(() => import('./routes/stockclub/votacao-fanpush.tsx')),
    ),
    pageRoute(
      s.votacaoLive,
      { titleKey: 'votacaoFanpushLive', requiresLogin: true },
      page(() => import('./routes/stockclub/votacao-fanpush-live.tsx')),
    ),
    pageRoute(
      s.previewVotacao.pattern,
      { titleKey: 'previewVotacaoFanpush' },
      page(() => import('./routes/stockclub/preview-votacao-fanpush.tsx')),
    ),
    // Stock Channel (fan-club.md §2), login required.
    pageRoute(
      s.stockchannel,
      { titleKey: 'stockchannel', requiresLogin: true },
      page(() => import('./routes/stockclub/stockchannel.tsx')),
    ),
    pageRoute(
      s.channel.pattern,
      { titleKey: 'channel', requiresLogin: true },
      page(() => import('./routes/stockclub/channel.tsx')),
    ),
  ];
}

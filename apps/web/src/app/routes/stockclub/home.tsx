import { useCallback, useState, type ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import { queryState } from '../../../components/query-state.tsx';
import { SectionBoundary } from '../../../components/section-boundary.tsx';
import { paths } from '../../../config/paths.ts';
import { usePerfil } from '../../../lib/club/perfil-query.ts';
import { ClubBannerCard } from '../../../features/beneficio/components/banner-card.tsx';
import { BehindTheScenes } from '../../../features/beneficio/components/behind-the-scenes.tsx';
import { GiftsCarousel } from '../../../features/beneficio/components/gifts-carousel.tsx';
import { LiveLoggedInEvent } from '../../../features/beneficio/components/live-logged-in.tsx';
import { RewardsSurvey } from '../../../features/pesquisa/components/rewards-survey.tsx';
import { TestimonialsCarousel } from '../../../features/beneficio/components/testimonials-carousel.tsx';
import { ClubHomeFanpush } from '../../../features/fanpush/components/club-home-fanpush.tsx';
import { CompletionModal } from '../../../features/perfil/components/completion-modal.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A block that fails to render says so in its place; the rest of the page stays. */
function Block({ children }: { children: ReactNode }) {
  const { t } = useTranslation(CLUBE_NS);
  return <SectionBoundary fallback={t('clubHome.blockBroken')}>{children}</SectionBoundary>;
}

/**
 * `/stockclub/home`, login required (fan-club.md §2): banner card, fan vote, gifts, behind the
 * scenes, rewards survey and testimonials, each failing on its own. An incomplete profile gets
 * the non-closable completion modal (§4); `?live` fires the live-logged-in event.
 */
export default function StockclubHomePage() {
  const { t } = useTranslation(CLUBE_NS);
  const perfil = usePerfil();
  const [completing, setCompleting] = useState(true);
  const completed = useCallback(() => setCompleting(false), []);
  const greeting = queryState(perfil, {
    pending: null,
    errorText: t('member.loadFailed'),
    fixedErrorText: true,
  });
  return (
    <div className="stockclub__home">
      <LiveLoggedInEvent />
      <h1 className="visually-hidden">{t('clubHome.title')}</h1>
      {greeting.ready ? (
        <p className="stockclub__lead">{t('clubHome.hello', { name: greeting.data.name })}</p>
      ) : (
        greeting.screen
      )}
      <ClubBannerCard nome={perfil.data?.name} />
      <Block>
        <ClubHomeFanpush />
      </Block>
      <Block>
        <GiftsCarousel />
      </Block>
      <Block>
        <BehindTheScenes />
      </Block>
      <Block>
        <RewardsSurvey />
      </Block>
      <Block>
        <TestimonialsCarousel />
      </Block>
      <nav className="stockclub__links" aria-label={t('nav.account')}>
        <Link to={paths.stockclub.profile}>{t('nav.myProfile')}</Link>
        <Link to={paths.stockclub.pilotoFavorito}>{t('nav.myFavouriteDriver')}</Link>
        <Link to={paths.stockclub.atualizarSenha}>{t('nav.changePassword')}</Link>
      </nav>
      {perfil.data && !perfil.data.cadastroCompleto && completing && (
        <CompletionModal perfil={perfil.data} onDone={completed} />
      )}
    </div>
  );
}

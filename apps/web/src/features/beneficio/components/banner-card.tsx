import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import './beneficio.css';

interface ClubBannerCardProps {
  /** The member's first name, when the profile has loaded. */
  nome?: string | undefined;
}

/** The club home's welcome card: what the club gives its members (fan-club.md §2). */
export function ClubBannerCard({ nome }: ClubBannerCardProps) {
  return (
    <section className="club-banner" aria-labelledby="club-banner-title">
      <p className="club-banner__kicker">Stock Club</p>
      <h2 id="club-banner-title" className="club-banner__title">
        {nome ? `Bem-vindo ao clube, ${nome}!` : 'Bem-vindo ao clube!'}
      </h2>
      <ul className="club-banner__list">
        <li>Descontos em ingressos e produtos oficiais</li>
        <li>Sorteios e prêmios exclusivos para sócios</li>
        <li>Conteúdo dos bastidores e vídeos do Stock Channel</li>
      </ul>
      <Link className="button" to={paths.stockclub.stockchannel}>
        Assistir no Stock Channel
      </Link>
    </section>
  );
}

import { Spinner } from '../../../components/spinner.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface SponsorWallProps {
  /** The sponsors of GET /Footer/categoria/1 (public-site.md §7); undefined while loading. */
  logos: readonly { nome: string; imagem: string }[] | undefined;
  /** A failed load is only logged (§8): the wall shows nothing. */
  failed: boolean;
}

/** The current sponsors' logos on the sponsorship page. */
export function SponsorWall({ logos, failed }: SponsorWallProps) {
  const { t } = useTranslation(COMMERCIAL_NS);
  if (failed || logos?.length === 0) return null;
  return (
    <section className="pitch-wall" aria-labelledby="pitch-wall-title">
      <h2 id="pitch-wall-title" className="section-title pitch__heading">
        {t('sponsor.logos')}
      </h2>
      {logos ? (
        <ul className="pitch-wall__logos">
          {logos.map((logo) => (
            <li key={`${logo.nome}-${logo.imagem}`}>
              <img src={logo.imagem} alt={logo.nome} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : (
        <Spinner label={t('sponsor.logosLoading')} />
      )}
    </section>
  );
}

import { useEffect } from 'react';
import { DEFAULT_LOGO_CATEGORY_ID } from '@stockcar/shared/categories';
import type { FooterResponse } from '@stockcar/shared/schemas/footer';
import { useFooter } from '../../features/footer/api/get-footer.ts';
import { ROUTER_UPDATE_EVENT } from '../../lib/session.ts';
import { SponsorPlaceholders } from './sponsor-placeholders.tsx';
import { FRAME_NS } from '../../lib/frame-i18n.ts';
import { useTranslation } from '../../lib/i18n.ts';
import './sponsor-logos.css';

type Group = 'montadoras' | 'patrocinadores' | 'fornecedores' | 'mediaPartners';
const GROUPS: readonly Group[] = ['montadoras', 'patrocinadores', 'fornecedores', 'mediaPartners'];

interface SponsorLogosProps {
  /** The route's category; the block falls back to category 1 when there is none (§2.4). */
  idCategoria?: number;
  /** The parent may switch groups off (a group shows only if it has items and is allowed). */
  allow?: Partial<Record<Group, boolean>>;
  /** formula-4's translated sponsor heading and special style. */
  special?: boolean;
}

function logosOf(footer: FooterResponse, group: Group): { nome: string; imagem: string }[] {
  if (group === 'mediaPartners') {
    return footer.mediaPartners.map(({ nome, imagemPartner }) => ({ nome, imagem: imagemPartner }));
  }
  return footer[group];
}

/** Partner logos at the page foot, in four groups (public-site.md §2.4). */
export function SponsorLogos({ idCategoria, allow = {}, special = false }: SponsorLogosProps) {
  const { t } = useTranslation(FRAME_NS);
  const query = useFooter(idCategoria ?? DEFAULT_LOGO_CATEGORY_ID);
  const { refetch } = query;

  // The session module fires router-update on login and logout; the block reloads then.
  useEffect(() => {
    const reload = () => void refetch();
    window.addEventListener(ROUTER_UPDATE_EVENT, reload);
    return () => window.removeEventListener(ROUTER_UPDATE_EVENT, reload);
  }, [refetch]);

  if (query.isPending) return <SponsorPlaceholders />;
  // A failed load is only logged (§8): the block shows nothing.
  if (query.isError) return null;
  const footer = query.data;
  const groups = GROUPS.filter(
    (group) => allow[group] !== false && logosOf(footer, group).length > 0,
  );
  if (groups.length === 0) return null;
  return (
    <section
      className={special ? 'sponsors sponsors--special' : 'sponsors'}
      aria-label={t('sponsors.label')}
    >
      {groups.map((group) => (
        <div key={group} className="sponsors__group">
          <h2 className="display sponsors__title">{t(`sponsors.${group}`)}</h2>
          <ul className="sponsors__logos">
            {logosOf(footer, group).map((logo) => (
              <li key={`${logo.nome}-${logo.imagem}`}>
                <img src={logo.imagem} alt={logo.nome} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from '../../components/link.tsx';
import type { Category } from '@stockcar/shared/categories';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  TiktokIcon,
  YoutubeIcon,
} from '../../components/social-icons.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { paths } from '../../config/paths.ts';
import { useMenu } from '../../features/categoria/api/get-menu.ts';
import { useFooter } from '../../features/footer/api/get-footer.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';
import { FRAME_NS } from '../../lib/frame-i18n.ts';
import { useTranslation } from '../../lib/i18n.ts';
import './footer.css';

const LEGAL_PAGES = ['politica-privacidade', 'termos-de-uso'];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="footer__column">
      <h2 className="display footer__title">{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

/** The site footer of public-site.md §2.4. */
export function Footer({ category }: { category: Category }) {
  const { t } = useTranslation(FRAME_NS);
  const { data: menu } = useMenu(category.id);
  const { data: footer } = useFooter(category.id);
  // Content pages (contracts) beyond the two legal pages linked below always.
  const contracts = (footer?.itemsRodape ?? []).filter(
    (item) => !LEGAL_PAGES.includes(item.pagina),
  );
  const { links } = getRuntimeConfig();
  const slug = category.slug;
  // Brand names label the icons: the same words in every language, not texts to translate.
  const social = [
    { href: links.instagram, label: 'Instagram', icon: <InstagramIcon /> },
    { href: links.facebook, label: 'Facebook', icon: <FacebookIcon /> },
    { href: links.youtube, label: 'YouTube', icon: <YoutubeIcon /> },
    { href: links.tiktok, label: 'TikTok', icon: <TiktokIcon /> },
  ];
  return (
    <footer className="footer">
      <div className="footer__grid">
        <Column title={t('footer.categories')}>
          {menu?.menuSuperior.map((item) => (
            <li key={item.url}>
              <SmartLink href={item.url} newTab={item.target === '_blank'}>
                {item.titulo}
              </SmartLink>
            </li>
          ))}
        </Column>
        <Column title={t('footer.institutional')}>
          <li>
            <a href={links.loja} target="_blank" rel="noopener noreferrer">
              {t('footer.store')}
            </a>
          </li>
          <li>
            <Link to={paths.category.sejaPatrocinador.href(slug)}>{t('footer.sponsor')}</Link>
          </li>
          <li>
            <Link to={paths.category.corporativaB2b.href(slug)}>{t('footer.corporate')}</Link>
          </li>
          <li>
            <Link to={paths.category.esg.href(slug)}>{t('footer.esg')}</Link>
          </li>
          <li>
            <a href={`mailto:${links.contatoEmail}`}>
              <MailIcon /> {t('footer.contact')}
            </a>
          </li>
        </Column>
        <Column title={t('footer.legal')}>
          <li>
            <Link to={paths.category.politicaPrivacidade.href(slug)}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={paths.category.termosDeUso.href(slug)}>{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to={paths.category.termoMenorIdade.href(slug)}>{t('footer.minors')}</Link>
          </li>
          {contracts.map((item) => (
            <li key={item.pagina}>
              <Link to={`${paths.category.home(slug)}/${item.pagina}`}>{item.titulo}</Link>
            </li>
          ))}
        </Column>
        <section className="footer__column">
          <h2 className="display footer__title">{t('footer.social')}</h2>
          <ul className="footer__social">
            {social.map(({ href, label, icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                  {icon}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

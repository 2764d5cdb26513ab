import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { INSTITUTIONAL_NS } from '../../../lib/institutional-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './institutional.css';

/** Minors' admission rule (public-site.md §9): from 2 to 18 with a guardian; under 2, never. */
const MINOR_MIN_AGE = 2;
const MINOR_MAX_AGE = 18;
const PDF_NAME = 'termo-menor-idade.pdf';

/** `/termo-menor-idade`: the admission rule and the printable terms (public-site.md §2.5). */
export function MinorsTerms() {
  const { t } = useTranslation(INSTITUTIONAL_NS);
  const ages = { min: MINOR_MIN_AGE, max: MINOR_MAX_AGE };
  return (
    <article className="institutional">
      <PageHeader title={t('minors.title')} subtitle={t('minors.subtitle')} />
      <p className="institutional__lead">{t('minors.intro')}</p>
      <section className="institutional__card" aria-labelledby="regras-de-entrada">
        <h2 id="regras-de-entrada">{t('minors.rulesTitle')}</h2>
        <ul>
          <li>{t('minors.notAdmitted', ages)}</li>
          <li>{t('minors.withGuardian', ages)}</li>
          <li>{t('minors.documents')}</li>
          <li>{t('minors.form')}</li>
        </ul>
      </section>
      <div className="institutional__download">
        {/* Served by the site itself, so the download attribute names the file (same origin). */}
        <a
          className="button"
          href={paths.documentos.termoMenorIdade}
          download={PDF_NAME}
          type="application/pdf"
        >
          {t('minors.download')}
        </a>
        <p>{t('minors.downloadHint')}</p>
      </div>
    </article>
  );
}

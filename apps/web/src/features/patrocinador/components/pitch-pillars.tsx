import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../components/form/text-button.css';

/** The four reasons to sponsor, each with its info modal (public-site.md §2.5). */
const PILLARS = ['exposure', 'activation', 'relationship', 'esg'] as const;
type Pillar = (typeof PILLARS)[number];

function PillarModal({ pillar, onClose }: { pillar: Pillar; onClose: () => void }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  return (
    <Modal title={t(`sponsor.${pillar}.title`)} closeLabel={t('common.close')} onClose={onClose}>
      <div className="pitch-modal">
        <p className="pitch-modal__lead">{t(`sponsor.${pillar}.summary`)}</p>
        <p>{t(`sponsor.${pillar}.p1`)}</p>
        <p>{t(`sponsor.${pillar}.p2`)}</p>
        <p>{t(`sponsor.${pillar}.p3`)}</p>
      </div>
    </Modal>
  );
}

export function PitchPillars() {
  const { t } = useTranslation(COMMERCIAL_NS);
  const [open, setOpen] = useState<Pillar | undefined>();
  return (
    <section className="pitch-pillars" aria-labelledby="pitch-pillars-title">
      <h2 id="pitch-pillars-title" className="section-title pitch__heading">
        {t('sponsor.pillars')}
      </h2>
      <ul className="pitch-pillars__list">
        {PILLARS.map((pillar) => (
          <li key={pillar} className="pitch-pillar">
            <h3 className="pitch-pillar__title">{t(`sponsor.${pillar}.title`)}</h3>
            <p>{t(`sponsor.${pillar}.summary`)}</p>
            <button
              type="button"
              className="text-button"
              aria-haspopup="dialog"
              aria-label={t('sponsor.moreAbout', { title: t(`sponsor.${pillar}.title`) })}
              onClick={() => setOpen(pillar)}
            >
              {t('sponsor.more')}
            </button>
          </li>
        ))}
      </ul>
      {open && <PillarModal pillar={open} onClose={() => setOpen(undefined)} />}
    </section>
  );
}

import { useState } from 'react';
import { FANPUSH_PICKS, type PilotoFanpush } from '@stockcar/shared/schemas/fanpush';
import { Notice } from '../../../components/notice.tsx';
import { canConfirm, togglePick } from '../utils/picker.ts';
import { DriverCard } from './driver-card.tsx';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface DriverPickerProps {
  pilotos: PilotoFanpush[];
  /** Picks to start from (back from the confirm modal). */
  initial?: number[];
  onConfirm: (picked: PilotoFanpush[]) => void;
}

/**
 * The vote's picker (fan-club.md §4, §5): exactly 3 distinct drivers, a counter, the warning at
 * a fourth pick, 'Você escolheu 3 pilotos!' at 3 and the confirm button enabled only then.
 */
export function DriverPicker({ pilotos, initial = [], onConfirm }: DriverPickerProps) {
  const { t } = useTranslation(CLUBE_NS);
  const [picked, setPicked] = useState<number[]>(initial);
  const [warning, setWarning] = useState<string | undefined>();

  const toggle = (id: number) => {
    const result = togglePick(picked, id);
    setPicked(result.picked);
    setWarning(result.warning);
  };

  const ready = canConfirm(picked);
  return (
    <div className="fanpush-picker">
      <p className="fanpush-picker__counter" aria-live="polite">
        {t('fanpush.picker.counter', { picked: picked.length, total: FANPUSH_PICKS })}
      </p>
      {ready && (
        <p className="fanpush-picker__done" role="status">
          {t('tresPilotos')}
        </p>
      )}
      {warning && <Notice variant="danger">{warning}</Notice>}
      <ul className="fanpush-cards">
        {pilotos.map((piloto) => (
          <li key={piloto.id}>
            <DriverCard
              piloto={piloto}
              selected={picked.includes(piloto.id)}
              onToggle={() => toggle(piloto.id)}
            />
          </li>
        ))}
      </ul>
      <div className="fanpush-picker__actions">
        <button
          type="button"
          className="button"
          disabled={!ready}
          onClick={() => onConfirm(pilotos.filter((piloto) => picked.includes(piloto.id)))}
        >
          {t('fanpush.picker.confirm')}
        </button>
      </div>
    </div>
  );
}

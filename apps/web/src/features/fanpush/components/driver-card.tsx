import type { PilotoFanpush } from '@stockcar/shared/schemas/fanpush';

interface DriverCardProps {
  piloto: PilotoFanpush;
  /** Without these the card is read-only (the preview, the confirmed picks). */
  selected?: boolean;
  onToggle?: () => void;
}

/** A driver's vote card: photo, number and name; a checkbox when it can be picked. */
export function DriverCard({ piloto, selected = false, onToggle }: DriverCardProps) {
  const body = (
    <>
      <img
        className="fanpush-card__photo"
        src={piloto.imagem}
        alt=""
        width={200}
        height={240}
        loading="lazy"
        decoding="async"
      />
      <span className="display fanpush-card__number">{piloto.numero}</span>
      <span className="fanpush-card__name">{piloto.nome}</span>
    </>
  );
  if (!onToggle) return <div className="fanpush-card">{body}</div>;
  return (
    <label className={selected ? 'fanpush-card fanpush-card--selected' : 'fanpush-card'}>
      {/* Not disabled at 3 picks: a fourth click must show the spec's warning. */}
      <input className="visually-hidden" type="checkbox" checked={selected} onChange={onToggle} />
      {body}
    </label>
  );
}

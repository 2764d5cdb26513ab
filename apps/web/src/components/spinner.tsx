import './spinner.css';

interface SpinnerProps {
  /** Read by screen readers; the wheel itself is decoration. */
  label: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

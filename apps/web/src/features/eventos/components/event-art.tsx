import { useId, type ReactNode } from 'react';
import type { CenaEvento } from '@stockcar/shared/schemas/pagina-evento';

const WIDTH = 1200;
const HEIGHT = 400;

/** Sky colours per scene (top, bottom). */
const SKIES: Record<CenaEvento, [string, string]> = {
  airport: ['#0b2a4a', '#3b7fb8'],
  festival: ['#07060f', '#2a1744'],
  'buenos-aires': ['#5d9bd1', '#cfe5f5'],
  archive: ['#3b2c1c', '#a88c62'],
};

/** A race car in profile: the category colour on the track. */
const CAR = (
  <g className="event-art__accent" transform="translate(760 292)">
    <path d="M0 40 L20 18 L90 8 L150 -6 L230 -6 L290 16 L330 22 L336 40 Z" />
    <circle cx="70" cy="42" r="18" fill="#111" />
    <circle cx="270" cy="42" r="18" fill="#111" />
  </g>
);

/** The chequered strip along the bottom edge. */
const FLAG = Array.from({ length: 60 }, (_, i) => (
  <rect key={i} x={i * 20} y={i % 2 ? 380 : 390} width="20" height="10" fill="#fff" />
));

const SCENES: Record<CenaEvento, ReactNode> = {
  airport: (
    <>
      <path
        d="M300 90 L420 110 L470 70 L490 72 L465 115 L560 130 L575 118 L585 120 L575 140 L470 132 L440 175 L420 176 L435 128 L300 105 Z"
        fill="#e8eef5"
      />
      <rect x="110" y="160" width="34" height="170" fill="#16324f" />
      <rect x="96" y="140" width="62" height="28" fill="#9cc3e6" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle key={i} cx={60 + i * 95} cy="312" r="4" fill="#ffd34d" />
      ))}
    </>
  ),
  festival: (
    <>
      {Array.from({ length: 30 }, (_, i) => (
        <circle key={i} cx={(i * 157) % WIDTH} cy={20 + ((i * 53) % 140)} r="1.6" fill="#fff" />
      ))}
      <polygon
        points="0,250 140,190 260,215 420,160 560,205 700,170 860,210 1000,175 1200,220 1200,300 0,300"
        fill="#3a2560"
      />
      <polygon className="event-art__beam" points="300,300 250,0 330,0" />
      <polygon className="event-art__beam" points="600,300 560,0 650,0" />
      <polygon className="event-art__beam" points="900,300 880,0 960,0" />
      <rect x="520" y="250" width="160" height="50" fill="#0d0a18" />
    </>
  ),
  'buenos-aires': (
    <>
      <rect y="150" width={WIDTH} height="24" fill="#fff" opacity="0.55" />
      {[40, 130, 210, 330, 420, 720, 800, 900, 1010, 1100].map((x, i) => (
        <rect
          key={x}
          x={x}
          y={190 - (i % 4) * 28}
          width="70"
          height={140 + (i % 4) * 28}
          fill="#7d95ad"
        />
      ))}
      <polygon points="580,300 584,90 600,60 616,90 620,300" fill="#f4f1ea" />
    </>
  ),
  archive: (
    <>
      <circle cx="980" cy="110" r="60" fill="#e8d6b0" opacity="0.6" />
      {Array.from({ length: 24 }, (_, i) => (
        <rect
          key={i}
          x={120 + (i % 6) * 30}
          y={60 + Math.floor(i / 6) * 30}
          width="30"
          height="30"
          fill={(i + Math.floor(i / 6)) % 2 ? '#f2e6cc' : '#2b2014'}
        />
      ))}
      <rect x="110" y="60" width="8" height="240" fill="#2b2014" />
    </>
  ),
};

/** The generated artwork at the top of an event page: sky, scene, track, car and flag. */
export function EventArt({ scene, label }: { scene: CenaEvento; label: string }) {
  const gradientId = useId();
  const [top, bottom] = SKIES[scene];
  return (
    <svg
      className={`event-art event-art--${scene}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${gradientId})`} />
      {SCENES[scene]}
      <rect y="300" width={WIDTH} height="80" fill="#2a2a30" />
      <line
        x1="0"
        y1="338"
        x2={WIDTH}
        y2="338"
        stroke="#fff"
        strokeWidth="4"
        strokeDasharray="40 30"
        opacity="0.5"
      />
      {CAR}
      <rect y="380" width={WIDTH} height="20" fill="#111" />
      {FLAG}
    </svg>
  );
}

import { base, type IconProps } from './icons.tsx';

/*
 * Icons of the lazy pages only (a team's site, a video's play button): kept out of the shell
 * chunk, which every first visit downloads (vite.config.ts LAZY_ONLY).
 */

export const GlobeIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);

export const PlayIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <circle cx="12" cy="12" r="10" fill="rgb(0 0 0 / 0.55)" />
    <path d="m10 8 6 4-6 4z" fill="currentColor" />
  </svg>
);

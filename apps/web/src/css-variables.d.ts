import 'react';

declare module 'react' {
  // Lets style objects carry the theme's custom properties (--cor, --cor-fundo, --cor-fonte).
  interface CSSProperties {
    [name: `--${string}`]: string | number | undefined;
  }
}

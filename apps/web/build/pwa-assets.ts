import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';
// Relative paths, not @stockcar/shared: Vite bundles the config's relative imports, while a
// package import would be left to Node, which does not load TypeScript.
import { CATEGORIES, DEFAULT_CATEGORY_SLUG } from '../../../packages/shared/src/categories.ts';
import { CATEGORY_BRANDS, faviconSvg } from '../../../packages/shared/src/category-brand.ts';
import { offlinePtBr } from '../../../packages/shared/src/locales/offline/pt-br.ts';

/*
 * The installed app's files (trackside mode, docs/decisions/0029), written into the build: PNG
 * icons rendered with sharp from the site's and each category's SVG artwork (install prompts
 * and home screens want raster icons), one web app manifest for the site and one per category
 * (its icon and colours), and the page the service worker shows offline for a page never opened.
 */

const SITE = {
  slug: 'stockcar',
  svg: readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8'),
  // The site's dark frame (index.html theme-color) and its red.
  theme: '#0b0b0e',
  background: '#0b0b0e',
};
const ICON_SIZES = [192, 512] as const;
/** The share of a maskable icon the artwork fills: inside the 80 % circle platforms keep. */
const MASKABLE_ART = 0.7;

export const iconPath = (slug: string, size: number, maskable = false) =>
  `icons/${slug}-${maskable ? 'maskable-' : ''}${size}.png`;
export const manifestPath = (slug?: string) =>
  slug ? `manifests/${slug}.webmanifest` : 'manifest.webmanifest';

async function png(svg: string, size: number): Promise<Buffer> {
  // Rendered at the size asked for (density scales the vector), not scaled up from 64 px.
  const width = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? 64);
  return sharp(Buffer.from(svg), { density: (72 * size) / width })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function maskable(svg: string, background: string, size: number): Promise<Buffer> {
  const art = Math.round(size * MASKABLE_ART);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await png(svg, art), gravity: 'centre' }])
    .png()
    .toBuffer();
}

interface AppIdentity {
  slug: string;
  svg: string;
  theme: string;
  background: string;
}

function manifest(app: AppIdentity, names: { name: string; shortName: string }, start: string) {
  const { app: texts } = offlinePtBr;
  return {
    // The start page names the app: each category installs as an app of its own.
    id: start,
    name: names.name,
    short_name: names.shortName,
    description: texts.description,
    lang: 'pt-BR',
    start_url: start,
    // The whole site: links between categories stay inside the installed app.
    scope: '/',
    display: 'standalone',
    theme_color: app.theme,
    background_color: app.background,
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `/${iconPath(app.slug, size)}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      {
        src: `/${iconPath(app.slug, 512, true)}`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The offline page: static HTML (no script), styled inline like the site's dark frame. */
export function offlinePage(): string {
  const { page } = offlinePtBr;
  const items = page.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="theme-color" content="${SITE.theme}">
<title>${escapeHtml(page.title)} | Stock Car</title>
<link rel="icon" href="/favicon.svg">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b0e;color:#f4f4f6;font:16px/1.5 system-ui,sans-serif}
main{max-width:34rem;padding:1.5rem}
h1{font-size:1.6rem;margin:0 0 1rem}
a{display:inline-block;min-height:44px;line-height:44px;padding:0 1rem;margin:.5rem .5rem 0 0;border-radius:4px;background:#e30613;color:#fff;font-weight:700;text-decoration:none}
a+a{background:transparent;outline:1px solid #f4f4f6}
a:focus-visible{outline:3px solid #fff;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
<p>${escapeHtml(page.available)}</p>
<ul>${items}</ul>
<p>${escapeHtml(page.updated)}</p>
<a href="">${escapeHtml(page.retry)}</a><a href="/">${escapeHtml(page.home)}</a>
</main>
</body>
</html>
`;
}

export function pwaAssets(): Plugin {
  return {
    name: 'stockcar-pwa-assets',
    apply: 'build',
    async generateBundle() {
      const emit = (fileName: string, source: string | Buffer) =>
        this.emitFile({ type: 'asset', fileName, source });
      const apps: {
        app: AppIdentity;
        names: { name: string; shortName: string };
        start: string;
        file: string;
      }[] = [
        {
          app: SITE,
          names: { name: offlinePtBr.app.name, shortName: offlinePtBr.app.name },
          start: `/stockcar/${DEFAULT_CATEGORY_SLUG}`,
          file: manifestPath(),
        },
        ...CATEGORIES.map((category) => {
          const brand = CATEGORY_BRANDS[category.slug];
          return {
            app: {
              slug: category.slug,
              svg: faviconSvg(brand.initials, brand.cor, brand.background),
              theme: brand.cor,
              background: brand.background,
            },
            names: {
              // 'Stock Car Pro Series' names itself; the others say whose they are.
              name: category.name.startsWith('Stock Car')
                ? category.name
                : `Stock Car · ${category.name}`,
              shortName: brand.shortName,
            },
            start: `/stockcar/${category.slug}`,
            file: manifestPath(category.slug),
          };
        }),
      ];
      for (const { app, names, start, file } of apps) {
        for (const size of ICON_SIZES) emit(iconPath(app.slug, size), await png(app.svg, size));
        emit(iconPath(app.slug, 512, true), await maskable(app.svg, app.background, 512));
        emit(file, `${JSON.stringify(manifest(app, names, start), null, 2)}\n`);
      }
      emit('offline.html', offlinePage());
    },
  };
}

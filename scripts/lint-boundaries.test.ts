import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The boundaries of STYLE.md habit 1 are kept by lint (eslint.config.js): a web feature imports
 * no other feature, an API module no other module; and user-facing text stays out of JSX (issue
 * 16). These lint a file that is not on disk, as if it were at `filePath`, and read which rules
 * fired.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function rulesFiredFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint keeps areas apart', () => {
  it('rejects a web feature importing another feature', async () => {
    const rules = await rulesFiredFor(
      'apps/web/src/features/noticias/components/boundary-probe.tsx',
      "export { BannerCarousel } from '../../banner/components/banner-carousel.tsx';\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('lets a feature import shared code and its own files', async () => {
    const rules = await rulesFiredFor(
      'apps/web/src/features/noticias/components/boundary-probe.tsx',
      "export { failureText } from '../../../lib/api-error.ts';\n" +
        "export { NewsArticle } from './news-article.tsx';\n",
    );
    expect(rules).not.toContain('import/no-restricted-paths');
  });

  it('rejects an API module importing another module', async () => {
    const rules = await rulesFiredFor(
      'apps/api/src/modules/noticias/boundary-probe.ts',
      "export * from '../banner/repository.ts';\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  // The API's direction (eslint.config.js): each probe file and what it may not import.
  const apiRefusals: Record<string, string[]> = {
    'modules/fanpush/boundary-probe.ts': ['../conta/repository/usuarios.ts'],
    'services/boundary-probe.ts': ['../modules/conta/routes.ts'],
    'plugins/auth/boundary-probe.ts': ['../../modules/conta/routes.ts'],
    'lib/boundary-probe.ts': [
      '../modules/conta/routes.ts',
      '../plugins/problem.ts',
      '../services/mail.ts',
    ],
  };
  it.each(
    Object.entries(apiRefusals).flatMap(([probe, refused]) =>
      refused.map((imported) => ({ probe, imported })),
    ),
  )('rejects apps/api/src/$probe importing $imported', async ({ probe, imported }) => {
    const rules = await rulesFiredFor(`apps/api/src/${probe}`, `export * from '${imported}';\n`);
    expect(rules).toContain('import/no-restricted-paths');
  });

  it.each([
    '../repository/usuarios.ts',
    '../rules/activation.ts',
    '../../../plugins/auth/sessions.ts',
  ])("lets the account module's sub-areas import %s", async (imported) => {
    const probe = 'apps/api/src/modules/conta/perfil/boundary-probe.ts';
    const rules = await rulesFiredFor(probe, `export * from '${imported}';\n`);
    expect(rules).not.toContain('import/no-restricted-paths');
  });

  it('rejects shared web code reaching up into a feature', async () => {
    const rules = await rulesFiredFor(
      'apps/web/src/lib/boundary-probe.ts',
      "export { BannerCarousel } from '../features/banner/components/banner-carousel.tsx';\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it.each([
    ['msw', "export { http } from 'msw';\n"],
    ['a testing folder', "export { server } from '../../../testing/msw.ts';\n"],
  ])('rejects app code importing the test kit (%s)', async (_, code) => {
    const rules = await rulesFiredFor('apps/web/src/features/noticias/api/kit-probe.ts', code);
    expect(rules).toContain('no-restricted-imports');
  });

  it("lets tests and a feature's testing folder import the test kit", async () => {
    const code = "export { server } from '../../../testing/msw.ts';\n";
    for (const filePath of [
      'apps/web/src/features/noticias/testing/kit-probe.ts',
      'apps/web/src/features/noticias/components/kit-probe.test.tsx',
    ]) {
      expect(await rulesFiredFor(filePath, code)).not.toContain('no-restricted-imports');
    }
  });

  it('checks accessibility of JSX (jsx-a11y recommended)', async () => {
    const rules = await rulesFiredFor(
      'apps/web/src/components/boundary-probe.tsx',
      'export const Probe = () => <div onClick={() => undefined}>x</div>;\n',
    );
    expect(rules).toContain('jsx-a11y/click-events-have-key-events');
  });
});

describe('lint keeps user-facing text in the translation resources', () => {
  const TEXT_RULE = 'no-restricted-syntax';

  it.each([
    ['text between tags', 'export const Probe = () => <h1>Algo deu errado.</h1>;\n'],
    ['an alt text', 'export const Probe = () => <img src="/a.svg" alt="Logo da Stock Car" />;\n'],
    ['an aria-label', 'export const Probe = () => <nav aria-label="Categorias" />;\n'],
    [
      "a component's label prop",
      'export const Probe = () => <Spinner label="Carregando…" />;\n' +
        'const Spinner = (p: { label: string }) => <span>{p.label}</span>;\n',
    ],
    [
      'a string shown from an expression',
      'export const Probe = (p: { on: boolean }) => <p>{p.on ? "Ao vivo" : "Offline"}</p>;\n',
    ],
  ])('rejects %s in the shell, shared components and the public features', async (_, code) => {
    for (const filePath of [
      'apps/web/src/app/layout/text-probe.tsx',
      'apps/web/src/components/text-probe.tsx',
      'apps/web/src/features/piloto/components/text-probe.tsx',
    ]) {
      expect(await rulesFiredFor(filePath, code)).toContain(TEXT_RULE);
    }
  });

  it('lets texts come from the resources, and markup carry names, glyphs and numbers', async () => {
    const rules = await rulesFiredFor(
      'apps/web/src/components/text-probe.tsx',
      "import { useTranslation } from '../lib/i18n.ts';\n" +
        'export function Probe({ n }: { n: number }) {\n' +
        '  const { t } = useTranslation();\n' +
        '  return (\n' +
        '    <section className="probe" aria-label={t(\'menu.live\')} data-block="x">\n' +
        '      <span aria-hidden="true">×</span> {n} · #{t(\'menu.home\')}\n' +
        '    </section>\n' +
        '  );\n' +
        '}\n',
    );
    expect(rules).not.toContain(TEXT_RULE);
  });

  it('leaves tests alone: they render copy of their own', async () => {
    const rules = await rulesFiredFor(
      'apps/web/src/components/text-probe.test.tsx',
      'export const Probe = () => <p>Nada por aqui.</p>;\n',
    );
    expect(rules).not.toContain(TEXT_RULE);
  });
});

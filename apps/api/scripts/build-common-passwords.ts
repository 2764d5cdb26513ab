/**
 * Builds src/data/common-passwords.txt, the list of passwords the club refuses (issue 5).
 * Run once when the sources change: `npm run passwords:build -w apps/api`. The packages are
 * fetched with `npm pack` into a temporary folder, never added as dependencies.
 *
 * Sources: the top of @zxcvbn-ts/language-common's passwords.json (leaked-password frequency
 * order), the most frequent Brazilian Portuguese words and first names of
 * @zxcvbn-ts/language-pt-br, and a hand list of Brazilian favourites (clubs, racing, 'senha').
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldPassword } from '../src/modules/conta/rules/password-policy.ts';

const PACKAGES = {
  common: '@zxcvbn-ts/language-common@4.1.3',
  ptBr: '@zxcvbn-ts/language-pt-br@4.1.1',
};
const TOP_PASSWORDS = 2500;
const TOP_WORDS = 1000;
const TOP_NAMES = 600;
const MIN_WORD_LENGTH = 4;

const HAND_LIST = [
  'senha', 'senha123', 'minhasenha', 'mudar123', 'trocar123', 'mudarsenha', 'novasenha',
  'brasil', 'brasil123', 'brasileiro', 'saopaulo', 'riodejaneiro', 'amor', 'teamo', 'amoreterno',
  'jesus', 'deusefiel', 'familia', 'felicidade', 'saudade', 'futebol', 'gatinha', 'gatinho',
  'flamengo', 'mengao', 'corinthians', 'timao', 'palmeiras', 'verdao', 'santos', 'peixe', 'vasco',
  'vascodagama', 'botafogo', 'fluminense', 'gremio', 'internacional', 'colorado', 'cruzeiro',
  'atletico', 'galo', 'bahia', 'vitoria', 'sport', 'fortaleza', 'ceara', 'athletico',
  'stockcar', 'stockclub', 'stockcarbrasil', 'proseries', 'piloto', 'corrida', 'velocidade',
  'automobilismo', 'formula', 'formula1', 'interlagos', 'ayrtonsenna', 'senna', 'fittipaldi',
  'piquet', 'barrichello', 'rubinho', 'massa', 'felipemassa', 'cacabueno', 'fanpush',
  'qwerty', 'asdfgh', 'abcdef', 'abc123', 'admin', 'administrador', 'usuario', 'teste', 'teste123',
]; // prettier-ignore

function fetchJson(tarball: string, file: string, folder: string): string[] {
  const dir = path.join(folder, path.basename(tarball, '.tgz'));
  execFileSync('mkdir', ['-p', dir]);
  execFileSync('tar', ['xzf', tarball, '-C', dir]);
  return JSON.parse(readFileSync(path.join(dir, 'package', 'src', file), 'utf8')) as string[];
}

function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'common-passwords-'));
  try {
    const packed = execFileSync(
      'npm',
      ['pack', PACKAGES.common, PACKAGES.ptBr, '--pack-destination', folder, '--silent'],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .map((name) => path.join(folder, name.trim()));
    const [commonTgz, ptBrTgz] = packed as [string, string];
    const passwords = fetchJson(commonTgz, 'passwords.json', folder).slice(0, TOP_PASSWORDS);
    const words = fetchJson(ptBrTgz, 'commonWords.json', folder)
      .filter((w) => foldPassword(w).length >= MIN_WORD_LENGTH)
      .slice(0, TOP_WORDS);
    const names = fetchJson(ptBrTgz, 'firstnames.json', folder)
      .filter((w) => foldPassword(w).length >= MIN_WORD_LENGTH)
      .slice(0, TOP_NAMES);
    const entries = new Set<string>();
    for (const word of [...HAND_LIST, ...passwords, ...words, ...names]) {
      const folded = foldPassword(word);
      if (folded.length > 0) entries.add(folded);
    }
    const header = [
      '# Common passwords refused by the Stock Club (apps/api/scripts/build-common-passwords.ts).',
      `# Sources: ${PACKAGES.common} passwords.json (top ${TOP_PASSWORDS}), ${PACKAGES.ptBr}`,
      `# commonWords (top ${TOP_WORDS}) and firstnames (top ${TOP_NAMES}), a hand list. MIT licensed sources.`,
      '# Lower-cased, accents folded. One entry per line.',
    ];
    const out = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../src/data/common-passwords.txt',
    );
    writeFileSync(out, `${[...header, ...entries].join('\n')}\n`);
    console.log(`${entries.size} entries written to ${out}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main();

import polyglotI18nProvider from 'ra-i18n-polyglot';
import { raPtBr } from './ra-pt-br.ts';
import { consolePtBr } from './console-pt-br.ts';
import { resourceMessages } from '../resources/index.ts';

/** The console speaks Brazilian Portuguese only. */
export const messages = { ...raPtBr, ...consolePtBr, resources: resourceMessages };

export const i18nProvider = polyglotI18nProvider(() => messages, 'pt-BR', [
  { locale: 'pt-BR', name: 'Português' },
]);

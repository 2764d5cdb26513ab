/**
 * Countries of the sign-up's country picker (fan-club.md §5: BR, AR, US and ES first), with
 * the calling code, the national number's length and, where it is known, the shape of a mobile
 * number (national significant number, without the calling code).
 */
export interface Country {
  code: string;
  nome: string;
  nameEn: string;
  ddi: string;
  digits: readonly [min: number, max: number];
  mobile?: RegExp;
}

export const PREFERRED_COUNTRIES = ['BR', 'AR', 'US', 'ES'] as const;

const c = (
  code: string,
  nome: string,
  nameEn: string,
  ddi: string,
  digits: [number, number],
  mobile?: RegExp,
): Country => ({ code, nome, nameEn, ddi, digits, ...(mobile ? { mobile } : {}) });

export const COUNTRIES: readonly Country[] = [
  c('BR', 'Brasil', 'Brazil', '55', [10, 11], /^[1-9]{2}9\d{8}$/),
  c('AR', 'Argentina', 'Argentina', '54', [10, 11], /^9\d{10}$/),
  c('US', 'Estados Unidos', 'United States', '1', [10, 10], /^[2-9]\d{9}$/),
  c('ES', 'Espanha', 'Spain', '34', [9, 9], /^[67]\d{8}$/),
  c('AO', 'Angola', 'Angola', '244', [9, 9], /^9\d{8}$/),
  c('DE', 'Alemanha', 'Germany', '49', [10, 11], /^1[5-7]\d{8,9}$/),
  c('AU', 'Austrália', 'Australia', '61', [9, 9], /^4\d{8}$/),
  c('AT', 'Áustria', 'Austria', '43', [10, 13], /^6\d{9,12}$/),
  c('BE', 'Bélgica', 'Belgium', '32', [8, 9], /^4\d{8}$/),
  c('BO', 'Bolívia', 'Bolivia', '591', [8, 8], /^[67]\d{7}$/),
  c('CA', 'Canadá', 'Canada', '1', [10, 10], /^[2-9]\d{9}$/),
  c('CL', 'Chile', 'Chile', '56', [9, 9], /^9\d{8}$/),
  c('CN', 'China', 'China', '86', [11, 11], /^1\d{10}$/),
  c('CO', 'Colômbia', 'Colombia', '57', [10, 10], /^3\d{9}$/),
  c('KR', 'Coreia do Sul', 'South Korea', '82', [9, 10], /^1\d{8,9}$/),
  c('DK', 'Dinamarca', 'Denmark', '45', [8, 8], /^[2-9]\d{7}$/),
  c('EC', 'Equador', 'Ecuador', '593', [9, 9], /^9\d{8}$/),
  c('FR', 'França', 'France', '33', [9, 9], /^[67]\d{8}$/),
  c('NL', 'Holanda', 'Netherlands', '31', [9, 9], /^6\d{8}$/),
  c('IN', 'Índia', 'India', '91', [10, 10], /^[6-9]\d{9}$/),
  c('IE', 'Irlanda', 'Ireland', '353', [9, 9], /^8\d{8}$/),
  c('IL', 'Israel', 'Israel', '972', [9, 9], /^5\d{8}$/),
  c('IT', 'Itália', 'Italy', '39', [9, 10], /^3\d{8,9}$/),
  c('JP', 'Japão', 'Japan', '81', [10, 10], /^[789]0\d{8}$/),
  c('MX', 'México', 'Mexico', '52', [10, 10], /^\d{10}$/),
  c('MZ', 'Moçambique', 'Mozambique', '258', [9, 9], /^8[2-7]\d{7}$/),
  c('NO', 'Noruega', 'Norway', '47', [8, 8], /^[49]\d{7}$/),
  c('PY', 'Paraguai', 'Paraguay', '595', [9, 9], /^9\d{8}$/),
  c('PE', 'Peru', 'Peru', '51', [9, 9], /^9\d{8}$/),
  c('PL', 'Polônia', 'Poland', '48', [9, 9], /^[4-8]\d{8}$/),
  c('PT', 'Portugal', 'Portugal', '351', [9, 9], /^9\d{8}$/),
  c('GB', 'Reino Unido', 'United Kingdom', '44', [10, 10], /^7\d{9}$/),
  c('ZA', 'África do Sul', 'South Africa', '27', [9, 9], /^[6-8]\d{8}$/),
  c('SE', 'Suécia', 'Sweden', '46', [9, 9], /^7\d{8}$/),
  c('CH', 'Suíça', 'Switzerland', '41', [9, 9], /^7[5-9]\d{7}$/),
  c('UY', 'Uruguai', 'Uruguay', '598', [8, 8], /^9\d{7}$/),
  c('VE', 'Venezuela', 'Venezuela', '58', [10, 10], /^4\d{9}$/),
];

export const COUNTRY_CODES = COUNTRIES.map((x) => x.code) as [string, ...string[]];

export function findCountry(code: string): Country | undefined {
  return COUNTRIES.find((x) => x.code === code.toUpperCase());
}

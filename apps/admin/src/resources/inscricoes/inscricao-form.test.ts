import { describe, expect, it } from 'vitest';
import { InscricaoInputSchema } from '@stockcar/shared/schemas/admin/inscricoes';
import { toInscricaoInput } from './inscricao-form.tsx';

/** An entry as the API answers it, with the names the list shows. */
const record = {
  id: 4,
  versao: 1,
  categoriaId: 2,
  temporada: 2030,
  pilotoId: 10,
  equipeId: 20,
  montadoraId: 30,
  numero: '07',
  carro: 'Sedã elétrico',
  subcategoria: 'PRO',
  piloto: 'Ana Lima',
  equipe: 'Trovão',
  montadora: 'Volt',
};

describe('the entry form', () => {
  it('sends the contract: ids, number as typed, the class where the category has classes', () => {
    const input = toInscricaoInput(record);
    expect(input).toEqual({
      categoriaId: 2,
      temporada: 2030,
      pilotoId: 10,
      equipeId: 20,
      montadoraId: 30,
      numero: '07',
      carro: 'Sedã elétrico',
      subcategoria: 'PRO',
    });
    expect(InscricaoInputSchema.safeParse(input).success).toBe(true);
  });

  it('drops a class left over from another category, and asks for one where it is needed', () => {
    expect(toInscricaoInput({ ...record, categoriaId: 1 })).toMatchObject({ subcategoria: null });
    const missing = InscricaoInputSchema.safeParse(
      toInscricaoInput({ ...record, categoriaId: 6, subcategoria: null, pilotoId: null }),
    );
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['pilotoId', 'Escolha o piloto.'],
    ]);
    const turismo = InscricaoInputSchema.safeParse(
      toInscricaoInput({ ...record, categoriaId: 6, subcategoria: null }),
    );
    expect(turismo.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subcategoria', 'Escolha a classe: A ou B.'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { PaginaEventoInputSchema } from '@stockcar/shared/schemas/admin/editorial';
import { toPaginaEventoInput } from './pagina-evento-form.tsx';

describe('event page form → API input', () => {
  it("maps react-admin's nulls, an emptied editor and blank tags to what the contract reads", () => {
    const input = toPaginaEventoInput({
      id: 3,
      versao: 2,
      pagina: 'galeao',
      chamada: 'Corrida de rua · Rio de Janeiro',
      titulo: 'Stock Car no Galeão',
      linhaFina: 'A pista dentro do aeroporto.',
      cena: 'airport',
      descricaoCena: 'Ilustração de um carro na pista do aeroporto',
      fatos: [{ rotulo: 'Extensão', valor: '3,2 km' }],
      secoes: [
        { titulo: 'A pista', texto: '<p>Reta longa.</p>' },
        { titulo: 'Vazia', texto: '<p></p>' },
      ],
      tags: ['PRO SERIES', ' ', null],
      relacionados: null,
    });
    expect(input).toEqual({
      pagina: 'galeao',
      chamada: 'Corrida de rua · Rio de Janeiro',
      titulo: 'Stock Car no Galeão',
      linhaFina: 'A pista dentro do aeroporto.',
      cena: 'airport',
      descricaoCena: 'Ilustração de um carro na pista do aeroporto',
      fatos: [{ rotulo: 'Extensão', valor: '3,2 km' }],
      secoes: [
        { titulo: 'A pista', texto: '<p>Reta longa.</p>' },
        { titulo: 'Vazia', texto: '' },
      ],
      tags: ['PRO SERIES'],
      relacionados: [],
    });
    // The emptied section is the form's error, under its field.
    const result = PaginaEventoInputSchema.safeParse(input);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['secoes.1.texto', 'Escreva o texto da seção.'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ALT_OBRIGATORIO,
  B2BProdutoInputSchema,
  FIM_ANTES_DO_INICIO,
} from '@stockcar/shared/schemas/admin/comercial';
import { prepareProduto, validateProduto } from './b2b-form.tsx';

const produto = {
  nome: 'Camarote Reta Oposta',
  imagem: null,
  imagemAlt: null,
  descricao: '<p></p>',
  conteudo: '<p>Open bar</p>',
  dataInicio: '',
  dataFim: null,
  local: null,
  cidade: 'São Paulo',
  uf: null,
  ativo: true,
  ordem: 0,
};

describe('the B2B product form', () => {
  it('sends emptied texts as empty, an emptied editor as no text and emptied days as null', () => {
    const input = prepareProduto(produto);
    expect(input).toMatchObject({
      imagem: '',
      imagemAlt: '',
      descricao: '',
      conteudo: '<p>Open bar</p>',
      dataInicio: null,
      dataFim: null,
      local: '',
      uf: '',
    });
    expect(B2BProdutoInputSchema.safeParse(input).success).toBe(true);
    expect(validateProduto(produto)).toEqual({});
  });

  it('asks for the alt text of an image, as the server does', () => {
    expect(validateProduto({ ...produto, imagem: '/media/seed/b2b.svg' })).toEqual({
      imagemAlt: ALT_OBRIGATORIO,
    });
  });

  it('refuses an end before the start', () => {
    expect(
      validateProduto({ ...produto, dataInicio: '2026-12-13', dataFim: '2026-12-12' }),
    ).toEqual({ dataFim: FIM_ANTES_DO_INICIO });
  });
});

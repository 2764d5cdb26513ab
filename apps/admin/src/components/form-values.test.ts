import { describe, expect, it } from 'vitest';
import { GaleriaInputSchema, NoticiaInputSchema } from '@stockcar/shared/schemas/admin/editorial';
import { blankHtml, isoDateTime, zodValidate } from './form-values.ts';
import { toNoticiaInput } from '../resources/noticias/noticia-form.tsx';
import { toGaleriaInput } from '../resources/galerias/galeria-form.tsx';

describe('form values for the editorial contracts', () => {
  it('treats an emptied editor as no text and keeps real HTML', () => {
    expect(blankHtml('<p></p>')).toBe('');
    expect(blankHtml('<p>&nbsp; </p>')).toBe('');
    expect(blankHtml(null)).toBe('');
    expect(blankHtml('<p>Olá</p>')).toBe('<p>Olá</p>');
    expect(blankHtml('<p><img src="/a.jpg"></p>')).toBe('<p><img src="/a.jpg"></p>');
  });

  it('sends local datetime-input times as ISO instants and empty as null', () => {
    expect(isoDateTime('')).toBeNull();
    expect(isoDateTime(null)).toBeNull();
    expect(isoDateTime('2026-03-01T10:30')).toBe(new Date('2026-03-01T10:30').toISOString());
    expect(isoDateTime(new Date('2026-03-01T13:30:00Z'))).toBe('2026-03-01T13:30:00.000Z');
  });

  it('maps a loaded news record (nulls, extra fields) to a valid input', () => {
    const input = toNoticiaInput({
      id: 7,
      versao: 3,
      visivel: true,
      categoriaId: 1,
      titulo: { 'pt-br': 'Vitória em Goiânia', en: null },
      texto: { 'pt-br': '<p>Corpo</p>', en: '<p></p>' },
      status: 'publicada',
      publicarEm: '2026-03-01T13:30:00.000Z',
      tags: ['goiania', ' ', 'vitoria'],
      imagem: null,
      imagemAlt: null,
    });
    expect(input).toMatchObject({
      titulo: { 'pt-br': 'Vitória em Goiânia', en: undefined },
      texto: { 'pt-br': '<p>Corpo</p>', en: undefined },
      imagem: '',
    });
    expect(input.tags).toEqual(['goiania', 'vitoria']);
    expect(NoticiaInputSchema.safeParse(input).success).toBe(true);
  });

  it('shows the contract messages under the fields, nested as the form is', () => {
    const validateNoticia = zodValidate(NoticiaInputSchema, toNoticiaInput);
    const errors = validateNoticia({
      categoriaId: 1,
      titulo: { 'pt-br': 'Ok título', en: 'x'.repeat(201) },
      texto: { 'pt-br': '<p></p>' },
      status: 'agendada',
      imagem: '/media/seed/capa.jpg',
      imagemAlt: '',
    });
    expect(errors).toMatchObject({
      titulo: { en: 'O título pode ter até 200 caracteres.' },
      texto: { 'pt-br': 'Escreva o texto da notícia.' },
      publicarEm: 'Informe quando a notícia será publicada.',
      imagemAlt: 'Descreva a imagem de capa (texto alternativo).',
    });

    const validateGaleria = zodValidate(GaleriaInputSchema, toGaleriaInput);
    const galeria = validateGaleria({
      categoriaId: 1,
      titulo: { 'pt-br': 'Treino livre' },
      publicarEm: '2026-03-01T10:00',
      imagens: [
        { url: '/media/a.jpg', alt: 'Carro 1' },
        { url: '/media/b.jpg', alt: '' },
      ],
    });
    expect(galeria).toEqual({
      imagens: [undefined, { alt: 'Descreva a imagem (texto alternativo).' }],
    });
  });
});

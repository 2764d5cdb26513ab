import { describe, expect, it } from 'vitest';
import { PDF_BYTES, deflated, zip } from '../../../test/files.ts';
import { checkCv } from './cv-file.ts';

const docx = (declaredSize?: number) =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>'), declaredSize },
  ]);

describe('checkCv', () => {
  it('accepts a PDF, a Word 97 document and a .docx by content and name', () => {
    expect(checkCv('cv.pdf', PDF_BYTES)).toMatchObject({ ok: true, extension: '.pdf' });
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(checkCv('CV.DOC', ole)).toMatchObject({ ok: true, extension: '.doc' });
    expect(checkCv('cv.docx', docx())).toMatchObject({ ok: true, extension: '.docx' });
  });

  it('refuses a name and content that disagree, or another type, with 415', () => {
    expect(checkCv('cv.pdf', Buffer.from('\x89PNG\r\n'))).toMatchObject({ ok: false, status: 415 });
    expect(checkCv('cv.exe', PDF_BYTES)).toMatchObject({ ok: false, status: 415 });
    expect(checkCv('cv.docx', zip([{ name: 'x.txt', data: Buffer.from('x') }]))).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(checkCv('cv.docx', Buffer.from('PK\x03\x04garbage'))).toMatchObject({
      ok: false,
      status: 415,
    });
  });

  it('refuses a .docx that unpacks beyond 20 MB with 413', () => {
    expect(checkCv('cv.docx', docx(21 * 1024 * 1024))).toMatchObject({ ok: false, status: 413 });
  });

  it('inflates a deflated .docx: real small documents pass, whatever the headers say', () => {
    const word = Buffer.from('<w:document>' + 'texto '.repeat(2000) + '</w:document>');
    const small = zip([
      deflated('[Content_Types].xml', Buffer.from('<Types/>')),
      deflated('word/document.xml', word),
    ]);
    expect(checkCv('cv.docx', small)).toMatchObject({ ok: true, extension: '.docx' });
  });

  it('refuses a zip bomb whose headers lie about its size with 413', () => {
    const zeros = Buffer.alloc(25 * 1024 * 1024);
    const bomb = zip([deflated('word/document.xml', zeros, 1024)]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(checkCv('cv.docx', bomb)).toMatchObject({
      ok: false,
      status: 413,
      detail: 'O arquivo .docx é grande demais depois de descompactado (máximo de 20 MB).',
    });
    // Entries under the cap one by one still add up past it.
    const half = Buffer.alloc(11 * 1024 * 1024);
    const split = zip([deflated('word/document.xml', half, 10), deflated('b.xml', half, 10)]);
    expect(checkCv('cv.docx', split)).toMatchObject({ ok: false, status: 413 });
    // Exactly 20 MB is still allowed.
    const edge = zip([deflated('word/document.xml', Buffer.alloc(20 * 1024 * 1024), 10)]);
    expect(checkCv('cv.docx', edge)).toMatchObject({ ok: true });
  });

  it('refuses a truncated or malformed zip with 415, never throwing', () => {
    const good = zip([deflated('word/document.xml', Buffer.from('<w:document/>'.repeat(50)))]);
    const cuts = [good.length - 10, good.length - 30, 40, 10];
    for (const cut of cuts) {
      expect(checkCv('cv.docx', good.subarray(0, cut))).toMatchObject({ ok: false, status: 415 });
    }
    const entry = deflated('word/document.xml', Buffer.from('<w:document/>'.repeat(50)));
    const broken = [
      { ...entry, data: entry.data.subarray(0, 5) },
      { ...entry, data: Buffer.from('not deflate data at all') },
    ];
    for (const bad of broken) {
      expect(checkCv('cv.docx', zip([bad]))).toMatchObject({ ok: false, status: 415 });
    }
    // A central directory pointing past the file.
    const lying = Buffer.from(good);
    lying.writeUInt32LE(good.length, good.length - 22 - 46 - 17 + 42);
    expect(checkCv('cv.docx', lying)).toMatchObject({ ok: false, status: 415 });
  });
});

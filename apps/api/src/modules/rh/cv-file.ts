import { DOCX_MAX_UNPACKED_BYTES } from '@stockcar/shared/schemas/comercial';
import { realUnpackedBytes, zipEntries } from './docx-zip.ts';
import { t } from '../../i18n.ts';

export type CvCheck =
  | { ok: true; extension: '.pdf' | '.doc' | '.docx'; mime: string }
  | { ok: false; status: 413 | 415; detail: string };

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const refuse = (status: 413 | 415, detail: string): CvCheck => ({ ok: false, status, detail });

/**
 * A CV is accepted when its name and its content agree: .pdf starts with %PDF-, .doc is an OLE2
 * document, .docx is a zip holding word/document.xml that unpacks to at most 20 MB.
 */
export function checkCv(fileName: string, file: Buffer): CvCheck {
  const extension = /\.(pdf|docx?)$/i.exec(fileName)?.[0].toLowerCase();
  if (extension === '.pdf' && file.subarray(0, PDF.length).equals(PDF)) {
    return { ok: true, extension, mime: 'application/pdf' };
  }
  if (extension === '.doc' && file.subarray(0, OLE2.length).equals(OLE2)) {
    return { ok: true, extension, mime: 'application/msword' };
  }
  if (extension === '.docx' && file.subarray(0, ZIP.length).equals(ZIP)) {
    const entries = zipEntries(file);
    if (!entries || !entries.some((e) => e.name === 'word/document.xml')) {
      return refuse(415, t('cv:type'));
    }
    // The declared sizes refuse an honest big file cheaply; a zip bomb lies, so inflate too.
    const declared = entries.reduce((sum, e) => sum + e.declaredSize, 0);
    if (declared > DOCX_MAX_UNPACKED_BYTES) return refuse(413, t('cv:unpacked'));
    const unpacked = realUnpackedBytes(file, entries, DOCX_MAX_UNPACKED_BYTES);
    if (unpacked === undefined) return refuse(415, t('cv:type'));
    if (unpacked > DOCX_MAX_UNPACKED_BYTES) return refuse(413, t('cv:unpacked'));
    return {
      ok: true,
      extension,
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  return refuse(415, t('cv:type'));
}

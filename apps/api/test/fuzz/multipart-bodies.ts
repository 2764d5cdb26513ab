import type { Rng } from './random.ts';
import { HOSTILE_STRINGS } from './samples.ts';

/** Multipart bodies built by hand, so they can also be wrong in ways FormData never is. */

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A file part: a small PDF, or bytes and names that an upload must refuse without failing. */
function filePart(rng: Rng): Part {
  const kind = rng.int(0, 6);
  if (kind === 0) return { name: 'File', value: PDF, filename: 'cv.pdf', type: 'application/pdf' };
  if (kind === 1) return { name: 'File', value: Buffer.alloc(0), filename: 'vazio.pdf' };
  if (kind === 2) return { name: 'File', value: PDF, filename: `cv\u0000.pdf` };
  if (kind === 3) return { name: 'File', value: Buffer.from('MZ\u0090\u0000'), filename: 'cv.exe' };
  if (kind === 4) return { name: 'File', value: PDF, filename: `${'a'.repeat(5000)}.pdf` };
  if (kind === 5)
    return { name: 'File', value: Buffer.from('PK\u0003\u0004junk'), filename: 'cv.docx' };
  return { name: 'File', value: PDF, filename: '../../../etc/passwd.pdf' };
}

/** A form with the known fields (some hostile, some missing) and zero to two files. */
export function fuzzedForm(rng: Rng, fields: Readonly<Record<string, string>>): Part[] {
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const roll = rng.next();
    if (roll < 0.15) continue;
    parts.push({ name, value: roll < 0.7 ? value : rng.pick(HOSTILE_STRINGS) });
  }
  if (rng.chance(0.2)) parts.push({ name: rng.pick(HOSTILE_STRINGS) || 'x', value: 'extra' });
  for (let n = rng.pick([0, 1, 1, 1, 2]); n > 0; n -= 1) parts.push(filePart(rng));
  return parts;
}

/** Bodies that claim to be multipart and are not well formed. */
export function brokenMultipart(rng: Rng, boundary: string): Buffer {
  const whole = multipartBody([{ name: 'File', value: PDF, filename: 'cv.pdf' }], boundary);
  const broken = [
    whole.subarray(0, Math.floor(whole.length / 2)),
    Buffer.from(`--${boundary}\r\nsem cabeçalho\r\n\r\n`),
    Buffer.from('não é multipart'),
    Buffer.alloc(0),
    Buffer.from(`--outro\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--outro--\r\n`),
    Buffer.concat([whole, whole]),
  ];
  return rng.pick(broken);
}

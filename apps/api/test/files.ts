/** Test files built in memory: multipart bodies and small zips (for .docx); a stand-in web build. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';

/** A stand-in web build in a new temporary folder: its index.html, where the server fills the head. */
export async function standInWebBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stockcar-web-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<html lang="pt-BR"><head><meta\n      name="description"\n      content="Stock Car: notícias."\n    />\n<title>Stock Car</title><!--runtime-config--></head><body></body></html>',
  );
  return dir;
}

export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
  /** The file's part name: the spec's CV upload calls it `File`, the console's uploads `file`. */
  fileField = 'File',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      fileField,
      new Blob([file.data], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

interface ZipEntry {
  name: string;
  /** The bytes as held in the zip (already deflated when `method` is 8). */
  data: Buffer;
  /** Unpacked size written in the headers; lets a test lie either way. */
  declaredSize?: number;
  /** 0 stored (default), 8 deflated. */
  method?: 0 | 8;
}

/** A deflated zip entry whose headers declare `declaredSize` (default: the true size). */
export function deflated(name: string, content: Buffer, declaredSize?: number): ZipEntry {
  return {
    name,
    data: deflateRawSync(content),
    declaredSize: declaredSize ?? content.length,
    method: 8,
  };
}

/** A zip of stored or deflated entries (no CRCs: the server does not check them). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(e.method ?? 0, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.declaredSize ?? e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.method ?? 0, 10);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.declaredSize ?? e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

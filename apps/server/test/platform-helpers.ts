import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/** A multipart/form-data body: text fields first, then one file part (as browsers send a FormData). */
export function multipartBody(
  file: { field?: string; name: string; bytes: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----meiyu${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a multipart upload with the caller's token. */
export function upload(
  t: TestApp,
  url: string,
  token: string,
  file: { name: string; bytes: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
  lang = 'zh-cn',
): Promise<LightMyRequestResponse> {
  const body = multipartBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
    payload: body.payload,
  });
}

/** The id of a demo organisation by its code (nm-edu, nm-s01, yy-s01 …). */
export async function orgIdOf(t: TestApp, code: string): Promise<number> {
  const row = await t.app.ctx.db.selectFrom('sys_org').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function roleIdOf(t: TestApp, code: string): Promise<number> {
  const row = await t.app.ctx.db.selectFrom('sys_role').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A PCM WAV file of the given length in seconds (8 kHz mono, 8-bit), a real playable sound. */
export function wavBytes(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.floor(rate * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) data[i] = 128 + Math.round(100 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return Buffer.concat([header, data]);
}

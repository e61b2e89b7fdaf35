import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { nowText } from './time';

export interface EnvelopeBody {
  code: number;
  type: 'success' | 'error';
  message: string;
  result: unknown;
  extras: null;
  time: string;
}

export const ok = (result: unknown): EnvelopeBody => ({
  code: 200,
  type: 'success',
  message: '',
  result: result === undefined ? null : result,
  extras: null,
  time: nowText(),
});

export const fail = (code: 400 | 401 | 403 | 500, message: string): EnvelopeBody => ({
  code,
  type: 'error',
  message,
  result: null,
  extras: null,
  time: nowText(),
});

/**
 * A result already serialised (hot, cached reads): the envelope is written around the text once a second
 * (its `time` has a one-second resolution) and gzipped once, so a large, rarely changing list costs
 * almost nothing per request.
 */
export class PreparedJson {
  private rendered: { second: number; plain: Buffer; gzip: Buffer | null } | null = null;

  /** A weak validator of the result (the envelope's time aside), for If-None-Match revalidation. */
  readonly etag: string;

  constructor(readonly json: string) {
    this.etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  }

  render(acceptsGzip: boolean): { body: Buffer; gzip: boolean } {
    const second = Math.floor(Date.now() / 1000);
    if (!this.rendered || this.rendered.second !== second) {
      this.rendered = { second, plain: Buffer.from(okPrepared(this), 'utf8'), gzip: null };
    }
    if (acceptsGzip && this.rendered.plain.length > 2048) {
      this.rendered.gzip ??= gzipSync(this.rendered.plain, { level: 6 });
      return { body: this.rendered.gzip, gzip: true };
    }
    return { body: this.rendered.plain, gzip: false };
  }
}

export const okPrepared = (p: PreparedJson): string =>
  `{"code":200,"type":"success","message":"","result":${p.json},"extras":null,"time":"${nowText()}"}`;

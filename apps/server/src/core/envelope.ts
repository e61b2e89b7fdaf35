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

/** A result already serialised (hot, cached reads): the envelope is written around the text. */
export class PreparedJson {
  constructor(readonly json: string) {}
}

export const okPrepared = (p: PreparedJson): string =>
  `{"code":200,"type":"success","message":"","result":${p.json},"extras":null,"time":"${nowText()}"}`;

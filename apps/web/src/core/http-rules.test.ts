import { describe, expect, it } from 'vitest';
import { decideResponse, REQUEST_ERROR, type ResponseFacts } from './http-rules';

const facts = (p: Partial<ResponseFacts> & { headers?: Record<string, string> }): ResponseFacts => ({
  status: p.status ?? 200,
  statusText: p.statusText ?? '',
  header: (n) => p.headers?.[n] ?? null,
  body: p.body,
});
const env = (code: number, result: unknown, message: unknown = '') => ({ code, type: 'x', message, result });

describe('decideResponse', () => {
  it('HTTP 401 logs out', () => {
    const d = decideResponse(facts({ status: 401, statusText: 'Unauthorized' }));
    expect(d.logout).toBe(true);
    expect(d.outcome.kind).toBe('reject');
  });
  it('status >= 400 rejects with statusText or Request Error.', () => {
    expect(decideResponse(facts({ status: 500, statusText: 'Internal' })).outcome).toMatchObject({
      message: 'Internal',
    });
    expect(decideResponse(facts({ status: 404 })).outcome).toMatchObject({ message: REQUEST_ERROR });
  });
  it('a truthy errors field rejects with its JSON', () => {
    const d = decideResponse(facts({ body: { ...env(200, 1), errors: { a: ['b'] } } }));
    expect(d.outcome).toEqual({ kind: 'reject', message: '{"a":["b"]}', toast: true });
  });
  it('invalid_token logs out; a complete pair is stored', () => {
    expect(decideResponse(facts({ body: env(200, null), headers: { 'access-token': 'invalid_token' } })).logout).toBe(
      true,
    );
    const d = decideResponse(facts({ body: env(200, 1), headers: { 'access-token': 'A', 'x-access-token': 'R' } }));
    expect(d.tokens).toEqual({ accessToken: 'A', refreshToken: 'R' });
    expect(decideResponse(facts({ body: env(200, 1), headers: { 'access-token': 'A' } })).tokens).toBeNull();
  });
  it('code 401 logs out, other codes toast the message, objects as JSON', () => {
    expect(decideResponse(facts({ body: env(401, null, '401 登录已过期') })).logout).toBe(true);
    expect(decideResponse(facts({ body: env(400, null, '[D0008] 验证码错误') })).outcome).toEqual({
      kind: 'reject',
      message: '[D0008] 验证码错误',
      toast: true,
    });
    expect(decideResponse(facts({ body: env(400, null, { Account: ['x'] }) })).outcome).toMatchObject({
      message: '{"Account":["x"]}',
    });
  });
  it('resolves result on 200 and the raw body without a code', () => {
    expect(decideResponse(facts({ body: env(200, { a: 1 }) })).outcome).toEqual({ kind: 'resolve', value: { a: 1 } });
    expect(decideResponse(facts({ body: 200 })).outcome).toEqual({ kind: 'resolve', value: 200 });
  });
});

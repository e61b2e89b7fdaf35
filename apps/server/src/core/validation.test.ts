import { loginInput } from '@meiyu/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bindKeys, localiseIssues } from './validation';

describe('bindKeys', () => {
  it('matches keys case-insensitively to the schema', () => {
    const schema = z.object({ code: z.string(), id: z.number() });
    expect(bindKeys({ Code: 'x', ID: 1 }, schema)).toEqual({ code: 'x', id: 1 });
  });
});

describe('localiseIssues', () => {
  it('uses the contract texts in zh-cn and translates them', () => {
    const r = loginInput.safeParse({ password: 'abcdef' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(localiseIssues(r.error.issues, 'zh-cn')).toEqual({ Account: ['账号不能为空'] });
    expect(localiseIssues(r.error.issues, 'en')).toEqual({ Account: ['The account is required'] });
  });
  it('builds messages for generic issues', () => {
    const r = z.object({ name: z.string().max(3) }).safeParse({ name: 'abcdef' });
    if (r.success) throw new Error('expected failure');
    expect(localiseIssues(r.error.issues, 'en')).toEqual({ Name: ['Name must be at most 3 characters'] });
    expect(localiseIssues(r.error.issues, 'zh-cn')).toEqual({ Name: ['Name长度不能超过3个字符'] });
  });
});

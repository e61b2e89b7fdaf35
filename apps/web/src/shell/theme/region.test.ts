import { describe, expect, it } from 'vitest';
import { loginPathOf, regionOfHost } from './region';

describe('region', () => {
  it('detects the regional prefix at the start of the host name', () => {
    expect(regionOfHost('gz.meiyu.edu.cn', ['gz', 'cqgxq'])).toBe('gz');
    expect(regionOfHost('cqgxq-meiyu.example.com', ['gz', 'cqgxq'])).toBe('cqgxq');
    expect(regionOfHost('meiyu.example.com', ['gz', 'cqgxq'])).toBeNull();
    expect(regionOfHost('localhost', ['gz', 'cqgxq'])).toBeNull();
  });
  it('chooses the login variant', () => {
    expect(loginPathOf(null)).toBe('/login');
    expect(loginPathOf('gz')).toBe('/login-gz');
    expect(loginPathOf('cqgxq')).toBe('/login-cqgxq');
  });
});

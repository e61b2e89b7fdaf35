import { describe, expect, it } from 'vitest';
import { detectBrowser, isBrowserSupported } from './browser-support';

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  edge14:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.79 Safari/537.36 Edge/14.14393',
  edge15:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Safari/537.36 Edge/15.15063',
  edg120:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  chrome50: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0.2661.102 Safari/537.36',
  chrome51: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.103 Safari/537.36',
  ff53: 'Mozilla/5.0 (X11; Linux x86_64; rv:53.0) Gecko/20100101 Firefox/53.0',
  ff54: 'Mozilla/5.0 (X11; Linux x86_64; rv:54.0) Gecko/20100101 Firefox/54.0',
  safari9:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/9.1.2 Safari/601.7.7',
  safari10:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12) AppleWebKit/602.1.50 (KHTML, like Gecko) Version/10.0 Safari/602.1.50',
};

describe('browser support', () => {
  it('refuses IE of any version', () => {
    expect(detectBrowser(UA.ie11).name).toBe('ie');
    expect(isBrowserSupported(UA.ie11)).toBe(false);
    expect(isBrowserSupported(UA.ie10)).toBe(false);
  });
  it('applies the minimum versions', () => {
    expect(isBrowserSupported(UA.edge14)).toBe(false);
    expect(isBrowserSupported(UA.edge15)).toBe(true);
    expect(detectBrowser(UA.edg120)).toEqual({ name: 'edge', version: 120 });
    expect(isBrowserSupported(UA.chrome50)).toBe(false);
    expect(isBrowserSupported(UA.chrome51)).toBe(true);
    expect(isBrowserSupported(UA.ff53)).toBe(false);
    expect(isBrowserSupported(UA.ff54)).toBe(true);
    expect(isBrowserSupported(UA.safari9)).toBe(false);
    expect(isBrowserSupported(UA.safari10)).toBe(true);
  });
  it('lets unknown browsers in', () => {
    expect(isBrowserSupported('curl/8.0')).toBe(true);
  });
});

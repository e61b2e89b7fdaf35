/** Browser support rules of the seed: IE unsupported; Edge < 15, Chrome < 51, Firefox < 54, Safari < 10 → /guide. */
export interface BrowserInfo {
  name: 'ie' | 'edge' | 'chrome' | 'firefox' | 'safari' | 'other';
  version: number;
}

const major = (ua: string, re: RegExp): number => {
  const m = ua.match(re);
  return m ? Number.parseInt(m[1], 10) : 0;
};

/** Identifies the browser family and major version from a user-agent string. */
export function detectBrowser(ua: string): BrowserInfo {
  if (/MSIE |Trident\//.test(ua)) return { name: 'ie', version: major(ua, /(?:MSIE |rv:)(\d+)/) };
  if (/Edge\/\d+/.test(ua)) return { name: 'edge', version: major(ua, /Edge\/(\d+)/) };
  if (/Edg(?:A|iOS)?\/\d+/.test(ua)) return { name: 'edge', version: major(ua, /Edg(?:A|iOS)?\/(\d+)/) };
  if (/Firefox\/\d+/.test(ua)) return { name: 'firefox', version: major(ua, /Firefox\/(\d+)/) };
  if (/(?:Chrome|CriOS|Chromium)\/\d+/.test(ua))
    return { name: 'chrome', version: major(ua, /(?:Chrome|CriOS|Chromium)\/(\d+)/) };
  if (/Safari\/\d+/.test(ua) && /Version\/\d+/.test(ua))
    return { name: 'safari', version: major(ua, /Version\/(\d+)/) };
  return { name: 'other', version: 0 };
}

const MINIMUM: Record<Exclude<BrowserInfo['name'], 'ie' | 'other'>, number> = {
  edge: 15,
  chrome: 51,
  firefox: 54,
  safari: 10,
};

/** True when the browser may use the app; false sends the user to /guide. */
export function isBrowserSupported(ua: string): boolean {
  const b = detectBrowser(ua);
  if (b.name === 'ie') return false;
  if (b.name === 'other') return true;
  return b.version >= MINIMUM[b.name];
}

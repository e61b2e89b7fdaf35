/** Browser and operating system named from a User-Agent header, for the login log's columns. */
export interface UserAgentInfo {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/([\d.]+)/, 'WeChat'],
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
  [/MSIE ([\d.]+)|Trident\/.*rv:([\d.]+)/, 'IE'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT 10/, 'Windows 10+'],
  [/Windows NT 6\.3/, 'Windows 8.1'],
  [/Windows NT 6\.1/, 'Windows 7'],
  [/Windows/, 'Windows'],
  [/Android ([\d.]+)/, 'Android'],
  [/iPhone OS ([\d_]+)|iPad.*OS ([\d_]+)/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function parseUserAgent(ua: string | null | undefined): UserAgentInfo {
  if (!ua) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      const version = (m[1] ?? m[2] ?? '').split('.')[0];
      browser = version ? `${name} ${version}` : name;
      break;
    }
  }
  let os: string | null = null;
  for (const [re, name] of SYSTEMS) {
    const m = re.exec(ua);
    if (m) {
      const version = (m[1] ?? m[2] ?? '').replace(/_/g, '.');
      os = version && name !== 'Windows' ? `${name} ${version}`.trim() : name;
      break;
    }
  }
  return { browser, os };
}

import type { CSSProperties } from 'react';

/** antd Tag colour of a dictionary item's tagType (Element-style names); null: plain text. */
export function tagColorOf(tagType: string | null | undefined): string | null {
  switch (tagType) {
    case 'default':
    case 'primary':
      return 'processing';
    case 'info':
      return 'default';
    case 'success':
      return 'success';
    case 'warning':
      return 'warning';
    case 'danger':
      return 'error';
    default:
      return null;
  }
}

/** Parses an item's styleSetting ("color: red; font-weight: 600") into a React style object. */
export function parseStyleSetting(css: string | null | undefined): CSSProperties | undefined {
  if (!css) return undefined;
  const style: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const i = decl.indexOf(':');
    if (i <= 0) continue;
    const prop = decl
      .slice(0, i)
      .trim()
      .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    const value = decl.slice(i + 1).trim();
    if (prop && value) style[prop] = value;
  }
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}

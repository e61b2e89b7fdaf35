/** Parses #rgb / #rrggbb into [r, g, b]; unknown input gives black. */
export function hexToRgb(hex: string): [number, number, number] {
  let h = hex.trim().replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h.slice(0, 6), 16);
  if (Number.isNaN(n)) return [0, 0, 0];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `a` towards `b` by `ratio` (0 … 1). */
export function mix(a: string, b: string, ratio: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * ratio, x[1] + (y[1] - x[1]) * ratio, x[2] + (y[2] - x[2]) * ratio]);
}

/** True when the colour is dark (relative luminance below 0.5). */
export function isDarkColor(hex: string): boolean {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
}

/** A background, optionally as a gradient (the drawer's "gradient" switches). */
export function background(color: string, gradual: boolean, direction: 'to right' | 'to bottom' = 'to right'): string {
  if (!gradual) return color;
  const end = isDarkColor(color) ? mix(color, '#ffffff', 0.18) : mix(color, '#000000', 0.08);
  return `linear-gradient(${direction}, ${color}, ${end})`;
}

/** rgba() of a hex colour. */
export function alpha(hex: string, a: number): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

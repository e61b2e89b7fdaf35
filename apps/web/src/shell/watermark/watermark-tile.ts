/** The seed's watermark tile: 200×130 px, text rotated -20°, 12px font, translucent grey. */
export const WATERMARK = {
  width: 200,
  height: 130,
  angle: -20,
  font: '12px Vedana',
  color: 'rgba(200, 200, 200, 0.30)',
} as const;

/** Renders the tile as a data URL (null without a canvas). */
export function watermarkTile(text: string): string | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  const ratio = window.devicePixelRatio || 1;
  canvas.width = WATERMARK.width * ratio;
  canvas.height = WATERMARK.height * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.scale(ratio, ratio);
  ctx.rotate((WATERMARK.angle * Math.PI) / 180);
  ctx.font = WATERMARK.font;
  ctx.fillStyle = WATERMARK.color;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, WATERMARK.width / 10, WATERMARK.height / 2);
  return canvas.toDataURL('image/png');
}

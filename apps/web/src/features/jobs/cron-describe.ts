/** Field count and characters of a five-field cron expression; the server does the full check. */
export function looksLikeCron(text: string): boolean {
  const parts = text.trim().split(/\s+/);
  return parts.length === 5 && parts.every((p) => /^[\dA-Za-z*/,-]+$/.test(p));
}

/** Common schedules offered as presets in the editor. */
export const CRON_PRESETS = [
  { cron: '*/5 * * * *', key: 'every5' },
  { cron: '*/10 * * * *', key: 'every10' },
  { cron: '0 * * * *', key: 'hourly' },
  { cron: '30 3 * * *', key: 'daily' },
  { cron: '0 2 * * 0', key: 'weekly' },
] as const;

export type GreetingKey = 'night' | 'morning' | 'noon' | 'afternoon' | 'evening';

/** The greeting for an hour of the day (0–23). */
export function greetingOf(hour: number): GreetingKey {
  if (hour < 6) return 'night';
  if (hour < 11) return 'morning';
  if (hour < 14) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

const INTL_LOCALE: Record<string, string> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', en: 'en-GB' };

/** Today's date with the weekday, in the UI language ("2026年3月5日星期四", "Thursday 5 March 2026"). */
export function formatToday(date: Date, lng: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lng] ?? 'zh-CN', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  }).format(date);
}

/**
 * Five-field cron expressions (minute hour day-of-month month day-of-week) in server local time, as crontab(5)
 * reads them: `*`, numbers, names (JAN-DEC, SUN-SAT), ranges `a-b`, steps `*\/n` and `a-b/n`, lists `a,b`;
 * day of week 0 or 7 is Sunday; when both day fields are restricted a day matching either one fires.
 */
export class CronError extends Error {
  constructor(
    readonly field: number,
    readonly reason: 'fieldCount' | 'syntax' | 'range' | 'never',
  ) {
    super(`cron: ${reason}${field >= 0 ? ` in field ${field + 1}` : ''}`);
  }
}

interface FieldSpec {
  min: number;
  max: number;
  names?: string[];
}

const FIELDS: FieldSpec[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  { min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

export interface CronSchedule {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  dayRestricted: boolean;
  weekdayRestricted: boolean;
}

function parseValue(text: string, spec: FieldSpec, field: number): number {
  const upper = text.toUpperCase();
  const named = spec.names?.indexOf(upper) ?? -1;
  if (named >= 0) return named + (field === 3 ? 1 : 0);
  if (!/^\d{1,2}$/.test(text)) throw new CronError(field, 'syntax');
  const n = Number(text);
  if (n < spec.min || n > spec.max) throw new CronError(field, 'range');
  return n;
}

function parseField(text: string, field: number): { values: Set<number>; restricted: boolean } {
  const spec = FIELDS[field]!;
  const values = new Set<number>();
  if (text === '') throw new CronError(field, 'syntax');
  for (const part of text.split(',')) {
    const [rangeText, stepText, extra] = part.split('/');
    if (extra !== undefined || rangeText === undefined || rangeText === '') throw new CronError(field, 'syntax');
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d{1,2}$/.test(stepText)) throw new CronError(field, 'syntax');
      step = Number(stepText);
      if (step < 1 || step > spec.max) throw new CronError(field, 'range');
    }
    let from: number;
    let to: number;
    if (rangeText === '*') {
      from = spec.min;
      to = spec.max;
    } else if (rangeText.includes('-')) {
      const [a, b, more] = rangeText.split('-');
      if (more !== undefined || !a || !b) throw new CronError(field, 'syntax');
      from = parseValue(a, spec, field);
      to = parseValue(b, spec, field);
      if (from > to) throw new CronError(field, 'range');
    } else {
      from = parseValue(rangeText, spec, field);
      // `5/15` means from 5 to the end in steps of 15, as in Vixie cron.
      to = stepText !== undefined ? spec.max : from;
    }
    for (let v = from; v <= to; v += step) values.add(field === 4 && v === 7 ? 0 : v);
  }
  return { values, restricted: !text.startsWith('*') };
}

/** Parses an expression; throws CronError when it is malformed or can never fire. */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 || parts[0] === '') throw new CronError(-1, 'fieldCount');
  const [mi, ho, da, mo, wd] = parts.map((p, i) => parseField(p, i));
  const schedule: CronSchedule = {
    minutes: mi!.values,
    hours: ho!.values,
    days: da!.values,
    months: mo!.values,
    weekdays: wd!.values,
    // As Vixie cron does: a day field beginning with `*` (also `*/n`) counts as unrestricted.
    dayRestricted: !parts[2]!.startsWith('*'),
    weekdayRestricted: !parts[4]!.startsWith('*'),
  };
  if (nextFire(schedule, new Date(2000, 0, 1)) === null) throw new CronError(-1, 'never');
  return schedule;
}

function dayMatches(s: CronSchedule, d: Date): boolean {
  const dom = s.days.has(d.getDate());
  const dow = s.weekdays.has(d.getDay());
  if (s.dayRestricted && s.weekdayRestricted) return dom || dow;
  if (s.dayRestricted) return dom;
  if (s.weekdayRestricted) return dow;
  return true;
}

/** The first minute strictly after `after` at which the schedule fires; null when none within eight years. */
export function nextFire(s: CronSchedule, after: Date): Date | null {
  const d = new Date(after.getTime());
  d.setSeconds(0, 0);
  d.setMinutes(d.getMinutes() + 1);
  const limit = after.getTime() + 8 * 366 * 24 * 3600_000;
  while (d.getTime() <= limit) {
    if (!s.months.has(d.getMonth() + 1)) {
      d.setMonth(d.getMonth() + 1, 1);
      d.setHours(0, 0, 0, 0);
      continue;
    }
    if (!dayMatches(s, d)) {
      d.setDate(d.getDate() + 1);
      d.setHours(0, 0, 0, 0);
      continue;
    }
    if (!s.hours.has(d.getHours())) {
      d.setHours(d.getHours() + 1, 0, 0, 0);
      continue;
    }
    if (!s.minutes.has(d.getMinutes())) {
      d.setMinutes(d.getMinutes() + 1, 0, 0);
      continue;
    }
    return d;
  }
  return null;
}

/** Whether an expression parses and fires at some time. */
export function isValidCron(expression: string): boolean {
  try {
    parseCron(expression);
    return true;
  } catch {
    return false;
  }
}

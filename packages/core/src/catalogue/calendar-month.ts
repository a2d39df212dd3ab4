/**
 * The month a date picker's static markup shows (the `calendarMonth` template helper):
 * its weeks of days, weekday names and labels from Intl, in UTC so the machine's time
 * zone never shifts a day. The exported React/Vue components and behavior.js compute
 * the same grid at run time.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` text as a UTC date, or undefined unless it is a real calendar date. */
export function parseIsoDate(text: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined;
  const match = ISO_DATE.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

const isoOf = (date: Date): string => date.toISOString().slice(0, 10);

export interface CalendarDay {
  /** The day's `YYYY-MM-DD`; empty for a blank cell before or after the month. */
  iso: string;
  day: number;
  selected: boolean;
  /** Outside min/max: shown, not selectable. */
  disabled: boolean;
  /** The one day in the grid's tab order (tabindex 0). */
  focus: boolean;
  /** The full date people hear, e.g. "Friday, March 14, 2025". */
  label: string;
}

export interface CalendarMonth {
  /** The selected date, or "" when there is none (or it is not a real date). */
  value: string;
  /** "March 2025" */
  monthLabel: string;
  /** The selected date in words for the button's label, or "". */
  valueLabel: string;
  weekdays: { short: string; long: string }[];
  weeks: CalendarDay[][];
  /** 0 (Sunday) or 1 (Monday). */
  weekStart: number;
  locale: string;
}

export interface CalendarMonthOptions {
  value?: unknown;
  /** "sunday" or "monday" (the default). */
  weekStart?: unknown;
  min?: unknown;
  max?: unknown;
  locale?: string;
  /** The month to show when there is no value (its first day); defaults to today's. */
  today?: Date;
}

/** A month of weeks around the selected date (or `today`), starting on `weekStart`. */
export function calendarMonth(options: CalendarMonthOptions): CalendarMonth {
  const locale = options.locale ?? 'en-US';
  const selected = parseIsoDate(options.value);
  const min = parseIsoDate(options.min);
  const max = parseIsoDate(options.max);
  const weekStart = options.weekStart === 'sunday' ? 0 : 1;
  const anchor = selected ?? options.today ?? new Date();
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth();
  const first = new Date(Date.UTC(year, month, 1));
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const inRange = (date: Date) => (!min || date >= min) && (!max || date <= max);
  const focusDay = selected?.getUTCDate() ?? (Array.from({ length }, (_, i) => i + 1).find((day) => inRange(new Date(Date.UTC(year, month, day)))) ?? 1);

  const cells: CalendarDay[] = [];
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  for (let i = 0; i < lead; i++) cells.push({ iso: '', day: 0, selected: false, disabled: true, focus: false, label: '' });
  for (let day = 1; day <= length; day++) {
    const date = new Date(Date.UTC(year, month, day));
    cells.push({
      iso: isoOf(date),
      day,
      selected: selected !== undefined && day === selected.getUTCDate(),
      disabled: !inRange(date),
      focus: day === focusDay,
      label: long.format(date),
    });
  }
  while (cells.length % 7 !== 0) cells.push({ iso: '', day: 0, selected: false, disabled: true, focus: false, label: '' });

  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2023, 0, 1 + ((weekStart + i) % 7)));
    return { short: weekdayShort.format(date), long: weekdayLong.format(date) };
  });
  return {
    value: selected ? isoOf(selected) : '',
    monthLabel: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first),
    valueLabel: selected ? long.format(selected) : '',
    weekdays,
    weeks: Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7)),
    weekStart,
    locale,
  };
}

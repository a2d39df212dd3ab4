import { describe, expect, it } from 'vitest';
import { calendarMonth, parseIsoDate } from './calendar-month.ts';

describe('parseIsoDate', () => {
  it('reads real YYYY-MM-DD dates only', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of ['2025-02-29', '2025-13-01', '2025-3-14', '14/03/2025', '', 20250314, undefined]) {
      expect(parseIsoDate(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('calendarMonth', () => {
  it('lays out the selected month in weeks from Monday, with blanks around it', () => {
    const month = calendarMonth({ value: '2025-03-14', weekStart: 'monday' });
    expect(month.monthLabel).toBe('March 2025');
    expect(month.weekdays.map((day) => day.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 1 March 2025 was a Saturday: five blanks first; 31 days + 5 = 36, so six weeks.
    expect(month.weeks).toHaveLength(6);
    expect(month.weeks[0]?.map((day) => day.day)).toEqual([0, 0, 0, 0, 0, 1, 2]);
    const selected = month.weeks.flat().filter((day) => day.selected);
    expect(selected.map((day) => [day.iso, day.label, day.focus])).toEqual([['2025-03-14', 'Friday, March 14, 2025', true]]);
    expect(month.valueLabel).toBe('Friday, March 14, 2025');
  });

  it('starts weeks on Sunday when asked, and marks days outside min/max', () => {
    const month = calendarMonth({ value: '2025-03-14', weekStart: 'sunday', min: '2025-03-10', max: '2025-03-20' });
    expect(month.weekdays[0]?.long).toBe('Sunday');
    expect(month.weeks[0]?.map((day) => day.day)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    const days = month.weeks.flat().filter((day) => day.iso);
    expect(days.filter((day) => !day.disabled).map((day) => day.day)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('without a (valid) value shows the given month and focuses its first selectable day', () => {
    const month = calendarMonth({ value: 'soon', min: '2026-11-05', today: new Date(Date.UTC(2026, 10, 27)) });
    expect(month.value).toBe('');
    expect(month.monthLabel).toBe('November 2026');
    expect(month.weeks.flat().filter((day) => day.focus).map((day) => day.iso)).toEqual(['2026-11-05']);
    expect(month.weeks.flat().some((day) => day.selected)).toBe(false);
  });

  it('names months and weekdays in the given locale', () => {
    const month = calendarMonth({ value: '2025-03-14', locale: 'de-DE' });
    expect(month.monthLabel).toBe('März 2025');
    expect(month.weekdays[0]?.long).toBe('Montag');
  });
});

import { formatDay } from '@/i18n/format';

/** "01-03-2026 12:00": the day as the spec writes it and the local time, the same in both languages. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  return `${formatDay(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

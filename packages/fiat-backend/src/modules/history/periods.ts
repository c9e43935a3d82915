// Periods of the history and statements: ISO days in UAE time (UTC+4), both included.
import { ApiError } from '../../http/errors';

const UAE_OFFSET_MS = 4 * 3600 * 1000;

/** ISO days (UAE time, both included) → [start, end) instants; at most ~2 years. */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  now: Date,
  defaultDays = 30,
): { start: Date; end: Date; from: string; to: string } {
  const today = new Date(now.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
  const toDay = to ?? today;
  const fromDay =
    from ??
    new Date(Date.parse(`${toDay}T00:00:00Z`) - (defaultDays - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  const start = new Date(Date.parse(`${fromDay}T00:00:00Z`) - UAE_OFFSET_MS);
  const end = new Date(Date.parse(`${toDay}T00:00:00Z`) + 86_400_000 - UAE_OFFSET_MS);
  if (!(start < end)) {
    throw new ApiError('validation_error', 'The start date must not be after the end date.', {
      fields: { from: 'The start date must not be after the end date.' },
    });
  }
  if (end.getTime() - start.getTime() > 800 * 86_400_000) {
    throw new ApiError('validation_error', 'Choose a range of at most two years.', {
      fields: { from: 'Choose a range of at most two years.' },
    });
  }
  return { start, end, from: fromDay, to: toDay };
}

// "When" for a payment (issue 27): now, or later — once on a date, every week, every month or on the
// last day of every month, until stopped, until a date or for a number of payments. Dates are calendar
// days in the UAE's time (Asia/Dubai), as the bank runs them. The fields, their checks and the part
// of POST /standing_orders they give.
import { useTranslation } from 'react-i18next';
import { DateInput, FormField, RadioGroup, Stack, TextInput } from '@bank/ui';
import type { StandingOrderBody } from '@/features/transfers/api';
import * as styles from '@/components/FlowFrame.css';

export type Frequency = 'once' | 'weekly' | 'monthly' | 'last_day';
type End = 'stopped' | 'date' | 'count';

export interface Schedule {
  when: 'now' | 'later';
  frequency: Frequency;
  start: string | null;
  end: End;
  until: string | null;
  count: string;
}

export const NOW: Schedule = {
  when: 'now',
  frequency: 'monthly',
  start: null,
  end: 'stopped',
  until: null,
  count: '',
};

export const SCHEDULE_FIELDS = ['when', 'start', 'until', 'count'] as const;
type Field = (typeof SCHEDULE_FIELDS)[number];

/** Today in the UAE (UTC+4, no daylight saving), YYYY-MM-DD. */
export const uaeToday = (now = Date.now()) =>
  new Date(now + 4 * 3_600_000).toISOString().slice(0, 10);

type ScheduleBody = Pick<StandingOrderBody, 'frequency' | 'start_date' | 'until_date' | 'max_runs'>;

/** The schedule's problems by field (words), or the part of the order's body it gives. */
export function checkSchedule(
  s: Schedule,
  t: (key: string) => string,
): { errors: Partial<Record<Field, string>>; body?: ScheduleBody } {
  const errors: Partial<Record<Field, string>> = {};
  if (!s.start) errors.start = t('standing.when.startRequired');
  else if (s.start < uaeToday()) errors.start = t('standing.when.startPast');
  const repeats = s.frequency !== 'once';
  if (repeats && s.end === 'date') {
    if (!s.until) errors.until = t('standing.when.endDateRequired');
    else if (s.start && s.until < s.start) errors.until = t('standing.when.endBeforeStart');
  }
  const count = Number(s.count);
  if (repeats && s.end === 'count' && !(/^\d{1,4}$/.test(s.count) && count >= 1 && count <= 1000))
    errors.count = t('standing.when.countRequired');
  if (Object.keys(errors).length > 0 || !s.start) return { errors };
  return {
    errors,
    body: {
      frequency: s.frequency,
      start_date: s.start,
      ...(repeats && s.end === 'date' && s.until ? { until_date: s.until } : {}),
      ...(repeats && s.end === 'count' ? { max_runs: count } : {}),
    },
  };
}

export interface ScheduleFieldsProps {
  value: Schedule;
  onChange(next: Schedule): void;
  /** The form's field ids and errors (useFormErrors). */
  id(field: Field): string;
  errors: Partial<Record<Field, string | undefined>>;
}

export function ScheduleFields({ value, onChange, id, errors }: ScheduleFieldsProps) {
  const { t } = useTranslation('transfers');
  const set = (patch: Partial<Schedule>) => onChange({ ...value, ...patch });
  const today = uaeToday();
  return (
    <Stack gap="lg" align="start">
      <RadioGroup
        id={id('when')}
        label={t('standing.when.legend')}
        value={value.when}
        onChange={(when) => set({ when, start: when === 'later' ? (value.start ?? today) : null })}
        options={[
          { value: 'now', label: t('standing.when.now'), description: t('standing.when.nowHint') },
          {
            value: 'later',
            label: t('standing.when.later'),
            description: t('standing.when.laterHint'),
          },
        ]}
      />
      {value.when === 'later' && (
        <>
          <RadioGroup
            label={t('standing.when.frequency')}
            hint={t('standing.when.frequencyHint')}
            value={value.frequency}
            onChange={(frequency) => set({ frequency })}
            options={(['once', 'weekly', 'monthly', 'last_day'] as const).map((f) => ({
              value: f,
              label: t(`standing.when.${f === 'last_day' ? 'lastDay' : f}`),
            }))}
          />
          <div className={styles.narrowField}>
            <FormField
              label={t(
                value.frequency === 'once' ? 'standing.when.startOnce' : 'standing.when.start',
              )}
              id={id('start')}
              required
              hint={t('standing.when.startHint')}
              error={errors.start}
            >
              {/* No `min`: a day before today typed is said as such (checkSchedule), not as missing. */}
              <DateInput value={value.start} onChange={(start) => set({ start })} />
            </FormField>
          </div>
          {value.frequency !== 'once' && (
            <>
              <RadioGroup
                label={t('standing.when.end')}
                value={value.end}
                onChange={(end) => set({ end })}
                options={(['stopped', 'date', 'count'] as const).map((e) => ({
                  value: e,
                  label: t(
                    `standing.when.${e === 'stopped' ? 'untilStopped' : e === 'date' ? 'untilDate' : 'untilCount'}`,
                  ),
                }))}
              />
              {value.end === 'date' && (
                <div className={styles.narrowField}>
                  <FormField
                    label={t('standing.when.endDate')}
                    id={id('until')}
                    required
                    error={errors.until}
                  >
                    <DateInput value={value.until} onChange={(until) => set({ until })} />
                  </FormField>
                </div>
              )}
              {value.end === 'count' && (
                <div className={styles.narrowField}>
                  <FormField
                    label={t('standing.when.count')}
                    id={id('count')}
                    required
                    error={errors.count}
                  >
                    <TextInput
                      inputMode="numeric"
                      value={value.count}
                      maxLength={4}
                      onChange={(e) => set({ count: e.target.value.trim() })}
                    />
                  </FormField>
                </div>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}

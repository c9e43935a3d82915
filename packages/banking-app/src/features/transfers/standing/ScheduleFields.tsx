// "When" for a payment (issue 27): now, or later — once on a date, every week, every month or on the
// last day of every month, until stopped, until a date or for a number of payments. Dates are calendar
// days in the UAE's time (Asia/Dubai), as the bank runs them. The fields, their checks and the part
// of POST /standing_orders they give.
import { useTranslation } from 'react-i18next';
import { DateInput, FormField, RadioGroup, Stack, TextInput } from '@bank/ui';
import type { Field, Schedule } from './schedule';
import { WhenChoice } from './WhenChoice';
import * as styles from '@/components/FlowFrame.css';

export { checkSchedule, NOW, SCHEDULE_FIELDS, uaeToday, type Schedule } from './schedule';

export interface ScheduleFieldsProps {
  value: Schedule;
  onChange(next: Schedule): void;
  /** The form's field ids and errors (useFormErrors). */
  id(field: Field): string;
  errors: Partial<Record<Field, string | undefined>>;
  /** Whether to ask "When" (now or later) here; false where the flow asks it itself. */
  withWhen?: boolean;
}

export function ScheduleFields({
  value,
  onChange,
  id,
  errors,
  withWhen = true,
}: ScheduleFieldsProps) {
  const { t } = useTranslation('transfers');
  const set = (patch: Partial<Schedule>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="lg" align="start">
      {withWhen && <WhenChoice value={value} onChange={onChange} id={id('when')} />}
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

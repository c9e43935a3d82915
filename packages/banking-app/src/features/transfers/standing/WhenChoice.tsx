// "When": now, or later (issue 27). Choosing later starts the schedule on today's date in the UAE.
// Light on purpose: a flow asks it first and loads the schedule's fields only for "later". Its
// words are the transfers' `when` part (loadTransfersNamespace(..., 'when')).
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@bank/ui';
import { uaeToday, type Schedule } from './schedule';

interface WhenChoiceProps {
  value: Schedule;
  onChange(next: Schedule): void;
  id: string;
  /** What "now" means in this flow ("It arrives in seconds." by default). */
  nowHint?: string;
}

export function WhenChoice({ value, onChange, id, nowHint }: WhenChoiceProps) {
  const { t } = useTranslation('transfers');
  return (
    <RadioGroup
      id={id}
      label={t('when.legend')}
      value={value.when}
      onChange={(when) =>
        onChange({ ...value, when, start: when === 'later' ? (value.start ?? uaeToday()) : null })
      }
      options={[
        { value: 'now', label: t('when.now'), description: nowHint ?? t('when.nowHint') },
        {
          value: 'later',
          label: t('when.later'),
          description: t('when.laterHint'),
        },
      ]}
    />
  );
}

// Setting up a scheduled payment from a flow (issue 27), the same way everywhere: the bank's answer
// read into what the flow does next, and the warning when no answer came.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StandingOrder } from '@bank/api-contract';
import { Alert, ButtonLink, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { scheduleTransfer, type StandingOrderBody } from '@/features/transfers/api';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';

export type Placed =
  | { kind: 'made'; order: StandingOrder }
  /** No answer, or the server failed: it may have been set up. Never set it up again from here. */
  | { kind: 'unknown' }
  | {
      kind: 'refused';
      refusal: Refusal;
      /** The schedule's fields the bank named. */
      errors: { start?: string; until?: string; count?: string; amount?: string };
    };

/** POST /standing_orders, its answer read. */
export async function placeSchedule(body: StandingOrderBody): Promise<Placed> {
  const res = await scheduleTransfer(body);
  if (res.data) return { kind: 'made', order: res.data.data };
  if (!res.error || res.status >= 500) return { kind: 'unknown' };
  const refusal = refusalOf(res);
  return {
    kind: 'refused',
    refusal,
    errors: {
      start: refusal.fields?.start_date,
      until: refusal.fields?.until_date,
      count: refusal.fields?.max_runs,
      amount: refusal.fields?.amount_minor,
    },
  };
}

/** The bank did not answer a set-up: Upcoming tells whether it is there (scheduling again could double it). */
export function ScheduleUnknown() {
  const { t } = useTranslation('transfers');
  return (
    <Alert tone="warning" announce="assertive" title={t('standing.when.unknownTitle')}>
      <Stack gap="sm" align="start">
        <Text>{t('standing.when.unknown')}</Text>
        <ButtonLink as={RouterLink} to={PATHS.upcoming} variant="secondary">
          {t('standing.when.openUpcoming')}
        </ButtonLink>
      </Stack>
    </Alert>
  );
}

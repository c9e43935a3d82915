import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@bank/api-contract';
import { Alert, Button, Heading, Link, Stack, Text } from '@bank/ui';
import { formatBps, formatDay, formatMoneyValue } from '@/i18n/format';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { PATHS } from '@/app/paths';
import { fetchFeeSchedule, type FeeSchedule, type FeesAnswer } from '@/features/public-pages/api/fees';
import * as styles from './FeesPage.css';

const ns = await loadPublicNamespace('fees');

type Audience = 'all' | UserType;
type State = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'ready'; data: FeesAnswer['data'] };

function useAudience(): Audience {
  const matches = useMatches();
  const audience = (matches[matches.length - 1]?.handle as { audience?: Audience } | undefined)?.audience;
  return audience ?? 'all';
}

/**
 * The fee pages (/fees-charging, -individuals, -business), rendered from the backend's fee
 * schedule: the page holds no amount of its own, so it can never disagree with what is charged.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const audience = useAudience();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    let live = true;
    void fetchFeeSchedule(audience === 'all' ? undefined : audience).then((res) => {
      if (!live) return;
      if (res.data?.data?.schedules) setState({ kind: 'ready', data: res.data.data });
      else setState({ kind: 'error', text: res.statusText });
    });
    return () => {
      live = false;
    };
  }, [audience]);

  useEffect(() => load(), [load]);

  return (
    <Stack gap="xxl">
      <PageIntro heading={t(`heading.${audience}`)} lead={t(`lead.${audience}`)} />
      {state.kind === 'loading' && (
        <Text role="status" tone="muted">
          {t('loading')}
        </Text>
      )}
      {state.kind === 'error' && (
        <Alert tone="danger" announce="assertive" title={t('error.title')}>
          <Stack gap="sm" align="start">
            <Text>{t('error.text')}</Text>
            <Text size="sm" tone="muted">
              {state.text}
            </Text>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setState({ kind: 'loading' });
                load();
              }}
            >
              {t('error.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {state.kind === 'ready' &&
        state.data.schedules.map((schedule) => <Schedule key={schedule.customer_type} schedule={schedule} showHeading={audience === 'all'} />)}
      {state.kind === 'ready' && (
        <Text size="sm" tone="muted">
          {t('updated', { date: formatDay(state.data.updated_at) })} {t('vat')}
        </Text>
      )}
      <Stack gap="xs">
        <Heading level={2} size={5}>
          {t('more.heading')}
        </Heading>
        <Text>
          {audience !== 'individual' && (
            <>
              <Link as={RouterLink} to={PATHS.feesIndividuals}>
                {t('more.individuals')}
              </Link>{' '}
            </>
          )}
          {audience !== 'corporate' && (
            <>
              <Link as={RouterLink} to={PATHS.feesBusiness}>
                {t('more.business')}
              </Link>{' '}
            </>
          )}
          <Link as={RouterLink} to={PATHS.termsAndConditions}>
            {t('more.terms')}
          </Link>
        </Text>
      </Stack>
    </Stack>
  );
}

function Schedule({ schedule, showHeading }: { schedule: FeeSchedule; showHeading: boolean }) {
  const { t } = useTranslation(ns);
  const id = `fees-${schedule.customer_type}`;
  const type = schedule.customer_type === 'corporate' ? 'business' : 'individuals';
  return (
    <section aria-labelledby={id}>
      <Stack gap="lg">
        <Heading level={2} id={id}>
          {showHeading ? t(`schedule.${type}`) : t('schedule.fees')}
        </Heading>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling table must be reachable by keyboard (axe scrollable-region-focusable). */}
        <div className={styles.scroll} role="region" aria-labelledby={`${id}-fees`} tabIndex={0}>
          <table className={styles.table}>
            <caption id={`${id}-fees`} className={styles.caption}>
              {t('table.feesCaption', { audience: t(`schedule.${type}`) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('table.service')}</th>
                <th scope="col">{t('table.percent')}</th>
                <th scope="col">{t('table.fixed')}</th>
                <th scope="col">{t('table.min')}</th>
                <th scope="col">{t('table.max')}</th>
                <th scope="col">{t('table.our')}</th>
              </tr>
            </thead>
            <tbody>
              {schedule.fees.map((fee) => (
                <tr key={fee.transaction_type}>
                  <th scope="row">
                    <span className={styles.service}>{t(`services.${fee.transaction_type}`, { defaultValue: fee.label })}</span>
                    {fee.note && <span className={styles.note}>{t(`notes.${schedule.customer_type}.${fee.transaction_type}`, { defaultValue: fee.note })}</span>}
                  </th>
                  <td className={styles.number}>{formatBps(fee.percent_bps)}</td>
                  <td className={styles.number}>{formatMoneyValue(fee.fixed)}</td>
                  <td className={styles.number}>{formatMoneyValue(fee.min)}</td>
                  <td className={styles.number}>{fee.max ? formatMoneyValue(fee.max) : t('table.noMax')}</td>
                  <td className={styles.number}>{fee.our_surcharge ? formatMoneyValue(fee.our_surcharge) : t('table.notApplicable')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as above. */}
        <div className={styles.scroll} role="region" aria-labelledby={`${id}-limits`} tabIndex={0}>
          <table className={styles.table}>
            <caption id={`${id}-limits`} className={styles.caption}>
              {t('table.limitsCaption', { audience: t(`schedule.${type}`) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('table.limit')}</th>
                <th scope="col">{t('table.perTransaction')}</th>
                <th scope="col">{t('table.daily')}</th>
                <th scope="col">{t('table.monthly')}</th>
              </tr>
            </thead>
            <tbody>
              {schedule.limits.map((limit) => (
                <tr key={limit.kind}>
                  <th scope="row">{t(`limits.${limit.kind}`, { defaultValue: limit.label })}</th>
                  <td className={styles.number}>{formatMoneyValue(limit.per_transaction)}</td>
                  <td className={styles.number}>{formatMoneyValue(limit.daily)}</td>
                  <td className={styles.number}>{formatMoneyValue(limit.monthly)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Text tone="muted">
          {t('spreads', { fx: formatBps(schedule.fx_spread_bps), crypto: formatBps(schedule.crypto_spread_bps) })}
        </Text>
      </Stack>
    </section>
  );
}

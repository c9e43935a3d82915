// Routes /fees-charging (PATHS.fees), /fees-charging-individuals (PATHS.feesIndividuals), /fees-charging-business (PATHS.feesBusiness).
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@bank/api-contract';
import { Heading, Link, Skeleton, Stack, Text } from '@bank/ui';
import { formatBps, formatDay, formatMoneyValue } from '@/i18n/format';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { PATHS } from '@/access/paths';
import { fetchFeeSchedule, type FeeSchedule } from '@/features/public-pages/api/fees';
import * as styles from './FeesPage.css';

const ns = await loadPublicNamespace('fees');

type Audience = 'all' | UserType;

/**
 * Whose fees a fee page shows, by its path (matched as the router matches it). The path, not the
 * route's handle: the loader has the address, not the route.
 */
function audienceAt(pathname: string): Audience {
  if (matchPath(PATHS.feesIndividuals, pathname)) return 'individual';
  if (matchPath(PATHS.feesBusiness, pathname)) return 'corporate';
  return 'all';
}

/** The page's call, made as it is navigated to (src/lib/data/screenData.ts): the page's schedule. */
export const loader = screenLoader(({ request }) => {
  const audience = audienceAt(new URL(request.url).pathname);
  return { schedule: () => fetchFeeSchedule(audience === 'all' ? undefined : audience) };
});

/**
 * The fee pages (/fees-charging, -individuals, -business), rendered from the backend's fee
 * schedule: the page holds no amount of its own, so it can never disagree with what is charged.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const audience = audienceAt(useLocation().pathname);
  const { schedule } = useScreenQueries<typeof loader>();

  return (
    <Stack gap="xxl">
      <PageIntro heading={t(`heading.${audience}`)} lead={t(`lead.${audience}`)} />
      <LoadState
        query={schedule}
        label={t('loading')}
        errorTitle={t('error.title')}
        errorHint={t('error.text')}
        skeleton={<Skeleton shape="rect" height="24rem" />}
      >
        {(data) => (
          <Stack gap="xxl">
            {data.schedules.map((s) => (
              <Schedule key={s.customer_type} schedule={s} showHeading={audience === 'all'} />
            ))}
            <Text size="sm" tone="muted">
              {t('updated', { date: formatDay(data.updated_at) })} {t('vat')}
            </Text>
          </Stack>
        )}
      </LoadState>
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
                    <span className={styles.service}>
                      {t(`services.${fee.transaction_type}`, { defaultValue: fee.label })}
                    </span>
                    {fee.note && (
                      <span className={styles.note}>
                        {t(`notes.${schedule.customer_type}.${fee.transaction_type}`, {
                          defaultValue: fee.note,
                        })}
                      </span>
                    )}
                  </th>
                  <td className={styles.number}>{formatBps(fee.percent_bps)}</td>
                  <td className={styles.number}>{formatMoneyValue(fee.fixed)}</td>
                  <td className={styles.number}>{formatMoneyValue(fee.min)}</td>
                  <td className={styles.number}>
                    {fee.max ? formatMoneyValue(fee.max) : t('table.noMax')}
                  </td>
                  <td className={styles.number}>
                    {fee.our_surcharge
                      ? formatMoneyValue(fee.our_surcharge)
                      : t('table.notApplicable')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LimitsTable
          id={`${id}-limits`}
          caption={t('table.limitsCaption', { audience: t(`schedule.${type}`) })}
          limits={schedule.limits}
        />
        <LimitsTable
          id={`${id}-limits-unverified`}
          caption={t('table.limitsBeforeVerificationCaption', { audience: t(`schedule.${type}`) })}
          limits={schedule.limits_before_verification}
        />
        <Text tone="muted">{t('beforeVerification')}</Text>
        <Text tone="muted">
          {t('spreads', {
            fx: formatBps(schedule.fx_spread_bps),
            crypto: formatBps(schedule.crypto_spread_bps),
          })}
        </Text>
      </Stack>
    </section>
  );
}

/** One limits table: per transaction, per day and per month, for each kind of payment. */
function LimitsTable({
  id,
  caption,
  limits,
}: {
  id: string;
  caption: string;
  limits: FeeSchedule['limits'];
}) {
  const { t } = useTranslation(ns);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (as the fees table).
    <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={styles.table}>
        <caption id={id} className={styles.caption}>
          {caption}
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
          {limits.map((limit) => (
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
  );
}

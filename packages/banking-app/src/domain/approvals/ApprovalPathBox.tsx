// "Who will approve" (issue 28), loaded on first use by a company's user's page (the money flows'
// reviews load it themselves, ApprovalPathPreview for others): asks the bank
// (POST /approval_path) who must approve this payment under the company's rules, in what order
// and why, and says it before the customer submits: each approval with who may give it, the rule
// that applies (or the bank's default), or that no approval is needed. A failure never stops the
// payment: the bank applies the rules when it is submitted.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Stack, Text } from '@bank/ui';
import { withLtrValues, withParts } from '@/i18n/ltr';
import { ApprovalSteps } from './ApprovalSteps';
import { loadApprovalWords } from './i18n';
import { previewApprovalPath, type ApprovalPathQuestion } from './preview';
import type { ApprovalPath } from './types';
import { aed } from './words';
import * as styles from './approvals.css';

const ns = await loadApprovalWords();

export interface ApprovalPathBoxProps {
  kind: ApprovalPathQuestion['kind'];
  /** The source wallet's currency, and the amount in its minor units. */
  currency: string;
  amountMinor: string;
  /** The amount changes as it is typed: ask once typing pauses. */
  live?: boolean;
  headingLevel?: 2 | 3 | 4;
}

type State =
  | { status: 'loading' }
  | { status: 'failed'; asked: string }
  | { status: 'done'; path: ApprovalPath; asked: string };

function ApprovalPathBox({
  kind,
  currency,
  amountMinor,
  live = false,
  headingLevel = 3,
}: ApprovalPathBoxProps) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const question = `${kind} ${currency} ${amountMinor}`;
  // No amount yet (or zero): nothing to ask.
  const none = /^0*$/.test(amountMinor);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (none) return;
    let on = true;
    const ask = () =>
      void previewApprovalPath({ kind, currency, amount_minor: amountMinor }).then((res) => {
        if (!on) return;
        setState(
          res.data
            ? { status: 'done', path: res.data.data, asked: question }
            : { status: 'failed', asked: question },
        );
      });
    const timer = live ? setTimeout(ask, 400) : undefined;
    if (!live) ask();
    return () => {
      on = false;
      clearTimeout(timer);
    };
  }, [kind, currency, amountMinor, live, attempt, question, none]);

  // An answer for another amount (typed since) is not this payment's path.
  const shown = state.status === 'done' && state.asked === question ? state : null;
  const failed = state.status === 'failed' && state.asked === question;
  if (none) return null;

  return (
    <section className={styles.box} aria-labelledby={headingId} aria-busy={!shown || undefined}>
      <Heading level={headingLevel} size={5} id={headingId}>
        {t('path.heading')}
      </Heading>
      {failed ? (
        <Stack gap="sm" align="start">
          <Text size="sm">{t('path.failed')}</Text>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('path.retry')}
          </Button>
        </Stack>
      ) : !shown ? (
        <Text size="sm" tone="muted">
          {t('path.loading')}
        </Text>
      ) : (
        <PathWords path={shown.path} currency={currency} />
      )}
    </section>
  );
}

function PathWords({ path, currency }: { path: ApprovalPath; currency: string }) {
  const { t } = useTranslation('approval');
  const required = path.required && path.steps.length > 0;
  return (
    <Stack gap="sm">
      <Text>
        {required ? t('path.required', { count: path.steps.length }) : t('path.notRequired')}
      </Text>
      {required && <ApprovalSteps steps={path.steps} mode="preview" />}
      <Text size="sm" tone="muted">
        {path.rule
          ? withParts((v) => t('path.rule', { name: v.name }), {
              name: <bdi>{path.rule.name}</bdi>,
            })
          : t('path.defaultRule')}{' '}
        {/* The bank's own reason, in its words (English). */}
        <span lang="en">{path.reason}</span>
      </Text>
      {currency !== 'AED' ? (
        <Text size="sm" tone="muted">
          {withLtrValues((v) => t('path.counted', { amount: v.amount }), {
            amount: aed(path.aed_value.minor),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

// The lazy entry's default (ApprovalPathPreview).
export default ApprovalPathBox;

// A company's approval rules in words (issue 28): each rule with its kinds of payment, its amount
// band in dirhams and its approvals in order (roles or people by name); what applies otherwise
// (the bank's default); each approver's own limits; whether an approver's own payment may count
// as its first approval. Shows the rules in force, and the rules a waiting change proposes.
import { useTranslation } from 'react-i18next';
import { DescriptionList, Heading, Stack, Table, Text, type DescriptionItem } from '@bank/ui';
import { withLtrValues, withParts } from '@/i18n/ltr';
import type { ApprovalPerson, ApprovalPolicy, ApprovalRule } from '@/domain/approvals/types';
import { aed, joined, whoNode } from '@/domain/approvals/words';
import * as styles from '@/features/approvals/approvals.css';

export interface RulesViewProps {
  policy: ApprovalPolicy;
  people: readonly ApprovalPerson[];
  /** No rule written yet: the bank's default applies (the rules in force only). */
  isDefault?: boolean;
  /** The level of the rules' headings (each rule, the limits, self-approval). */
  headingLevel: 3 | 4;
}

export function RulesView({ policy, people, isDefault, headingLevel }: RulesViewProps) {
  const { t } = useTranslation('approvals');
  const nameOf = (id: string) =>
    people.find((p) => p.customer_id === id)?.name ?? t('inForce.formerUser');
  return (
    <Stack gap="lg">
      {isDefault ? (
        <Text>{t('inForce.default')}</Text>
      ) : policy.rules.length === 0 ? (
        <Text>{t('inForce.none')}</Text>
      ) : (
        <>
          <Text>{t('inForce.order')}</Text>
          <ol className={styles.plainList}>
            {policy.rules.map((rule, i) => (
              <li key={i} className={styles.item}>
                <Heading level={headingLevel} size={5}>
                  {withParts((v) => t('inForce.rule', { n: i + 1, name: v.name }), {
                    name: <bdi>{rule.name}</bdi>,
                  })}
                </Heading>
                <RuleFacts rule={rule} nameOf={nameOf} />
              </li>
            ))}
          </ol>
          <Text>{t('inForce.otherwise')}</Text>
        </>
      )}
      <Stack gap="sm">
        <Heading level={headingLevel} size={5}>
          {t('limits.heading')}
        </Heading>
        <Text tone="muted" size="sm">
          {t('limits.lead')}
        </Text>
        <Table
          caption={t('limits.heading')}
          hideCaption
          columns={[
            {
              key: 'person',
              header: t('limits.person'),
              cell: (l) => <bdi>{nameOf(l.customer_id)}</bdi>,
            },
            {
              key: 'perPayment',
              header: t('limits.perPayment'),
              cell: (l) => (l.per_payment_minor ? aed(l.per_payment_minor) : t('limits.none')),
              nowrap: true,
            },
            {
              key: 'daily',
              header: t('limits.daily'),
              cell: (l) => (l.daily_minor ? aed(l.daily_minor) : t('limits.none')),
              nowrap: true,
            },
          ]}
          rows={policy.approver_limits}
          rowKey={(l) => l.customer_id}
          empty={t('limits.empty')}
        />
      </Stack>
      <Stack gap="sm">
        <Heading level={headingLevel} size={5}>
          {t('self.heading')}
        </Heading>
        <Text>
          {policy.self_approval_below_minor
            ? withLtrValues((v) => t('self.on', { amount: v.amount }), {
                amount: aed(policy.self_approval_below_minor),
              })
            : t('self.off')}
        </Text>
      </Stack>
    </Stack>
  );
}

/** A rule's kinds, band and approvals, as terms and descriptions. */
function RuleFacts({ rule, nameOf }: { rule: ApprovalRule; nameOf: (id: string) => string }) {
  const { t, i18n } = useTranslation('approvals');
  const language = i18n.language;
  const items: DescriptionItem[] = [
    {
      term: t('inForce.kinds'),
      description: joined(
        rule.kinds.map((kind) => t(`approval:kind.${kind}`)),
        language,
        'conjunction',
      ),
    },
    { term: t('inForce.amount'), description: <Band rule={rule} /> },
    {
      term: t('inForce.approvals'),
      description:
        rule.steps.length === 0 ? (
          t('inForce.noApprovals')
        ) : (
          <ol className={styles.orderedSteps}>
            {rule.steps.map((step, i) => (
              <li key={i}>{whoNode(t, language, step.roles, step.customer_ids.map(nameOf))}</li>
            ))}
          </ol>
        ),
    },
  ];
  return <DescriptionList items={items} />;
}

/** "Any amount", "AED 50,000.00 or more", "Below AED 10,000.00", "From … to below …". */
function Band({ rule }: { rule: ApprovalRule }) {
  const { t } = useTranslation('approvals');
  const min = rule.min_amount_minor !== '0' ? aed(rule.min_amount_minor) : null;
  const max = rule.max_amount_minor ? aed(rule.max_amount_minor) : null;
  const key = min && max ? 'between' : min ? 'from' : max ? 'below' : 'any';
  return (
    <>
      {withLtrValues((v) => t(`inForce.band.${key}`, v), {
        ...(min ? { min } : {}),
        ...(max ? { max } : {}),
      })}
    </>
  );
}

// The home's quick actions follow the customer's role through the guards of the routes they lead
// to (useAllowedLinks): a viewer sees none that moves money; a preparer's read "Prepare …", as
// what they prepare waits for approval.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ArrowLeftRight,
  ButtonLink,
  FileText,
  Icon,
  Plus,
  QuickAction,
  QuickActions,
  Send,
  Stack,
  Text,
  type IconComponent,
} from '@bank/ui';
import { PATHS, type AppPath } from '@/access/paths';
import { useAllowedLinks } from '@/session/useAllowedLinks';

interface Action {
  to: AppPath;
  icon: IconComponent;
  label: string;
  /** The words for a preparer, whose transaction waits for approval. */
  prepare?: string;
}

export interface HomeActionsProps {
  preparer: boolean;
  /**
   * Every wallet is at zero (a new customer): sending and converting cannot succeed yet, so the
   * home leads to adding money first instead of offering them.
   */
  empty?: boolean;
  /** There is a wallet to add money to (without one, the home's wallet card leads to opening one). */
  hasWallet?: boolean;
}

/** What needs money in a wallet to succeed. */
const NEEDS_MONEY = new Set<string>([PATHS.internalStep1, PATHS.conversionStep1]);

export function HomeActions({ preparer, empty = false, hasWallet = true }: HomeActionsProps) {
  const { t } = useTranslation('money');
  const allowed = useAllowedLinks<Action>([
    { to: PATHS.topup, icon: Plus, label: 'actions.topup' },
    { to: PATHS.internalStep1, icon: Send, label: 'actions.send', prepare: 'actions.prepareSend' },
    {
      to: PATHS.conversionStep1,
      icon: ArrowLeftRight,
      label: 'actions.convert',
      prepare: 'actions.prepareConvert',
    },
    { to: PATHS.downloadTransactionSummary, icon: FileText, label: 'actions.statements' },
  ]);
  const mayAddMoney = allowed.some((a) => a.to === PATHS.topup);
  const actions = empty && mayAddMoney ? allowed.filter((a) => !NEEDS_MONEY.has(a.to)) : allowed;
  return (
    <Stack gap="sm">
      {empty && mayAddMoney && hasWallet && (
        <Alert tone="info" title={t('actions.emptyTitle')}>
          <Stack gap="sm" align="start">
            <Text>{t('actions.emptyText')}</Text>
            <ButtonLink as={RouterLink} to={PATHS.topup} icon={<Icon icon={Plus} size={18} />}>
              {t('actions.topup')}
            </ButtonLink>
          </Stack>
        </Alert>
      )}
      <QuickActions label={t('actions.label')}>
        {actions.map((a) => (
          <QuickAction
            key={a.to}
            as={RouterLink}
            to={a.to}
            icon={<Icon icon={a.icon} size={24} />}
            label={t(preparer && a.prepare ? a.prepare : a.label)}
          />
        ))}
      </QuickActions>
      {preparer && (
        <Text size="sm" tone="muted">
          {t('actions.preparerNote')}
        </Text>
      )}
    </Stack>
  );
}

// The home's quick actions follow the customer's role through the guards of the routes they lead
// to (useAllowedLinks): a viewer sees none that moves money; a preparer's read "Prepare …", as
// what they prepare waits for approval.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ArrowLeftRight,
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

export function HomeActions({ preparer }: { preparer: boolean }) {
  const { t } = useTranslation('money');
  const actions = useAllowedLinks<Action>([
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
  return (
    <Stack gap="sm">
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

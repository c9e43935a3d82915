import { useTranslation } from 'react-i18next';
import { Button, Eye, EyeOff, Icon } from '@bank/ui';
import { useHiddenBalances } from '@/features/money/preferences';

/** The "Hide balances" switch: pressed while balances are hidden, remembered on this device. */
export function HideBalancesSwitch() {
  const { t } = useTranslation('money');
  const [hidden, setHidden] = useHiddenBalances();
  return (
    <Button
      variant="tertiary"
      size="sm"
      aria-pressed={hidden}
      icon={<Icon icon={hidden ? EyeOff : Eye} size={18} />}
      onClick={() => setHidden(!hidden)}
    >
      {t('balance.hide')}
    </Button>
  );
}

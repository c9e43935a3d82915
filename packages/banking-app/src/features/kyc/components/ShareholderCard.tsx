// One shareholder: who, their nationality and share, Change and Remove (asked to confirm), and
// their identity document.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, DescriptionList, Dialog, Heading, Inline, Stack } from '@bank/ui';
import { removeShareholder, type Kyc } from '@/features/kyc/api/kyc';
import { shownPercent } from '@/features/kyc/shares';
import { DocumentSlot } from './DocumentSlot';

type Shareholder = Kyc['shareholders'][number];

export interface ShareholderCardProps {
  kyc: Kyc;
  shareholder: Shareholder;
  /** Change and Remove are offered (the list may change this round). */
  editable: boolean;
  onEdit: () => void;
  onChanged: (kyc: Kyc) => void;
}

export function ShareholderCard({
  kyc,
  shareholder,
  editable,
  onEdit,
  onChanged,
}: ShareholderCardProps) {
  const { t, i18n } = useTranslation('kyc');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `shareholder-${shareholder.shareholder_id}`;
  const country =
    new Intl.DisplayNames([i18n.language], { type: 'region' }).of(shareholder.nationality) ??
    shareholder.nationality;

  const remove = async () => {
    setBusy(true);
    const res = await removeShareholder(shareholder.shareholder_id);
    setBusy(false);
    if (!res.data) {
      setProblem(res.error?.message ?? res.statusText);
      return;
    }
    setConfirming(false);
    onChanged(res.data.data);
  };

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size={4} id={headingId}>
          {shareholder.name}
        </Heading>
        <DescriptionList
          items={[
            { term: t('shareholders.nationality'), description: country },
            {
              term: t('shareholders.share_percent'),
              description: <bdi dir="ltr">{`${shownPercent(shareholder.share_percent)} %`}</bdi>,
            },
          ]}
        />
        {editable && (
          <Inline gap="md">
            <Button
              variant="secondary"
              onClick={onEdit}
              aria-label={t('shareholders.change', { name: shareholder.name })}
            >
              {t('shareholders.edit')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setConfirming(true)}
              aria-label={t('shareholders.remove', { name: shareholder.name })}
            >
              {t('shareholders.removeShort')}
            </Button>
          </Inline>
        )}
        <DocumentSlot
          kyc={kyc}
          type="shareholder_id"
          shareholder={shareholder}
          onUploaded={onChanged}
        />
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        title={t('shareholders.remove', { name: shareholder.name })}
        description={t('shareholders.removeText')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('shareholders.keep')}
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void remove()}>
              {t('shareholders.confirmRemove')}
            </Button>
          </>
        }
      >
        {problem && <Alert tone="danger">{problem}</Alert>}
      </Dialog>
    </Card>
  );
}

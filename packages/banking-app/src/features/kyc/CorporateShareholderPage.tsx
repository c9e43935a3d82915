// Route /dashboard/corporate_sharholder (PATHS.corporateShareholder).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { type Kyc } from './api/kyc';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { ShareholderCard } from './components/ShareholderCard';
import { ShareholderForm } from './components/ShareholderForm';
import { AdministratorsOnly, StateNotice } from './components/StateNotice';
import { itemOf, mayChange } from './documents';
import { shownPercent } from './shares';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/** `null`: no form open; `new`: adding; else the id of the shareholder being changed. */
type Editing = null | 'new' | string;

function Shareholders({ initial }: { initial: Kyc }) {
  const { t } = useTranslation(ns);
  const [kyc, setKyc] = useState(initial);
  const [editing, setEditing] = useState<Editing>(initial.shareholders.length ? null : 'new');
  const [asked, setAsked] = useState(false);
  const open = (which: Editing) => {
    setAsked(true);
    setEditing(which);
  };
  const editable = mayChange(kyc, 'shareholders');
  const resubmitting = kyc.state === 'rejected' || kyc.state === 'resubmission';
  const { status, reason } = itemOf(kyc, 'shareholders');
  const changing = kyc.shareholders.find((s) => s.shareholder_id === editing) ?? null;
  const saved = (next: Kyc) => {
    setKyc(next);
    setEditing(null);
  };

  return (
    <Stack gap="xl">
      {kyc.next_step === 'administrator' ? (
        <AdministratorsOnly />
      ) : (
        (resubmitting || !kyc.can_edit) && <StateNotice kyc={kyc} />
      )}
      {status === 'rejected' && reason && (
        <Alert tone="danger">{t('status.rejectedBecause', { reason })}</Alert>
      )}
      {kyc.next_step !== 'administrator' && (
        <Text>{t('shareholders.total', { total: shownPercent(kyc.shares_total_percent) })}</Text>
      )}
      {kyc.next_step !== 'administrator' && kyc.shareholders.length === 0 && editing !== 'new' && (
        <Text tone="muted">{t('shareholders.none')}</Text>
      )}
      {kyc.shareholders.map((s) => (
        <ShareholderCard
          key={s.shareholder_id}
          kyc={kyc}
          shareholder={s}
          editable={editable}
          onEdit={() => open(s.shareholder_id)}
          onChanged={setKyc}
        />
      ))}
      {editable && editing !== null && (
        <ShareholderForm
          key={editing}
          kyc={kyc}
          editing={changing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
          focusOnOpen={asked}
        />
      )}
      {editable && editing === null && (
        <div>
          <Button variant="secondary" onClick={() => open('new')}>
            {t('shareholders.add')}
          </Button>
        </div>
      )}
      <div>
        <ButtonLink
          as={RouterLink}
          to={kyc.can_edit ? PATHS.authPersonDetails : PATHS.corporateKyc}
        >
          {kyc.can_edit ? t('shareholders.toAuthorised') : t('backToOverview')}
        </ButtonLink>
      </div>
    </Stack>
  );
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/** /dashboard/corporate_sharholder (so spelled in the spec): the company's owners, their shares and identity documents. */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  return (
    <KycScreen query={kyc} title={t('shareholders.heading')} lead={t('shareholders.lead')}>
      {(kyc) => <Shareholders initial={kyc} />}
    </KycScreen>
  );
}

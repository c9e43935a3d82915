// Route /dashboard/beneficiary (PATHS.beneficiary).
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ButtonLink,
  Dialog,
  EmptyState,
  FormField,
  Heading,
  Icon,
  Plus,
  RadioGroup,
  Search,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import type { Beneficiary } from '@bank/api-contract';
import { PATHS } from '@/access/paths';
import { useAllowedLinks } from '@/session/useAllowedLinks';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { deleteBeneficiary, fetchBeneficiaries } from './api/beneficiaries';
import { BeneficiaryCard } from './components/BeneficiaryCard';
import { filterBeneficiaries, type KindFilter } from './search';
import { loadBeneficiariesNamespace } from './i18n';
import * as styles from './BeneficiariesPage.css';

const ns = await loadBeneficiariesNamespace();
const ADD_LINK = [{ to: PATHS.addBeneficiary }];

/** What the form said it saved, handed over in the navigation's state. */
export interface SavedNotice {
  saved: { name: string; action: 'added' | 'updated' };
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ beneficiaries: fetchBeneficiaries }));

/** /dashboard/beneficiary: the saved beneficiaries, searchable, with edit and delete for those who may manage them. */
export function Component() {
  const { t } = useTranslation(ns);
  const location = useLocation();
  const navigate = useNavigate();
  const { beneficiaries: query } = useScreenQueries<typeof loader>();
  // The add route's guard decides: the actions show exactly when the customer may follow it.
  const canManage = useAllowedLinks(ADD_LINK).length > 0;
  const [text, setText] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [notice, setNotice] = useState<string | null>(() => {
    const saved = (location.state as SavedNotice | null)?.saved;
    return saved ? t(`list.${saved.action}`, { name: saved.name }) : null;
  });
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);
  const [deleteState, setDeleteState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const noticeRef = useRef<HTMLDivElement>(null);

  // A notice is read once: Back or a reload must not say it again.
  const handedOver = Boolean((location.state as SavedNotice | null)?.saved);
  useEffect(() => {
    if (handedOver) void navigate('.', { replace: true, state: null });
  }, [handedOver, navigate]);

  const closeDialog = () => {
    setDeleting(null);
    setDeleteState('idle');
  };
  const confirmDelete = async () => {
    if (!deleting || deleteState === 'busy') return;
    setDeleteState('busy');
    const res = await deleteBeneficiary(deleting.beneficiary_id);
    if (!res.data) {
      setDeleteState('failed');
      return;
    }
    setNotice(t('list.deleted', { name: deleting.name }));
    closeDialog();
    query.reload();
    // The card and its button are gone: the customer goes on from the message saying so.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const addButton = canManage && (
    <ButtonLink as={RouterLink} to={PATHS.addBeneficiary} icon={<Icon icon={Plus} size={18} />}>
      {t('list.add')}
    </ButtonLink>
  );

  return (
    <Stack gap="xl" className={styles.page}>
      <Stack gap="md">
        <div className={styles.header}>
          <Stack gap="xs">
            <Heading level={1}>{t('list.heading')}</Heading>
            <Text tone="muted">{t('list.lead')}</Text>
          </Stack>
          {addButton}
        </div>
        <div ref={noticeRef} tabIndex={-1} role="status">
          {notice && (
            <Alert tone="success" onDismiss={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
        </div>
      </Stack>
      <LoadState
        query={query}
        label={t('list.loading')}
        errorTitle={t('list.failed')}
        skeleton={<Skeleton shape="rect" height="12rem" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            art="beneficiaries"
            title={t('list.empty.title')}
            text={canManage ? t('list.empty.text') : t('list.empty.readOnly')}
            action={addButton || undefined}
          />
        }
      >
        {(list) => {
          const shown = filterBeneficiaries(list, kind, text);
          return (
            <Stack gap="lg">
              <div className={styles.tools}>
                <FormField label={t('list.search')} hint={t('list.searchHint')}>
                  <TextInput
                    type="search"
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    startAdornment={<Icon icon={Search} size={18} />}
                  />
                </FormField>
                <RadioGroup
                  label={t('list.kind')}
                  variant="horizontal"
                  value={kind}
                  onChange={setKind}
                  options={(['all', 'internal', 'external'] as const).map((k) => ({
                    value: k,
                    label: t(`list.kinds.${k}`),
                  }))}
                />
              </div>
              <Text role="status" size="sm" tone="muted">
                {shown.length === 0 ? t('list.noMatch') : t('list.count', { count: shown.length })}
              </Text>
              {shown.length === 0 ? (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setText('');
                      setKind('all');
                    }}
                  >
                    {t('list.clearSearch')}
                  </Button>
                </div>
              ) : (
                <ul className={styles.list}>
                  {shown.map((b) => (
                    <BeneficiaryCard
                      key={b.beneficiary_id}
                      beneficiary={b}
                      canManage={canManage}
                      onDelete={setDeleting}
                      ns={ns}
                    />
                  ))}
                </ul>
              )}
            </Stack>
          );
        }}
      </LoadState>
      <Dialog
        open={deleting !== null}
        onClose={closeDialog}
        size="sm"
        title={deleting ? t('list.confirm.title', { name: deleting.name }) : ''}
        description={t('list.confirm.text')}
        actions={
          <>
            <Button variant="secondary" onClick={closeDialog}>
              {t('list.confirm.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={deleteState === 'busy'}
              onClick={() => void confirmDelete()}
            >
              {t('list.confirm.delete')}
            </Button>
          </>
        }
      >
        {deleteState === 'failed' && deleting && (
          <Alert tone="danger" announce="assertive">
            {t('list.deleteFailed', { name: deleting.name })}
          </Alert>
        )}
      </Dialog>
    </Stack>
  );
}

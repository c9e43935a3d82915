// The changes made to the company's users (who, when in UAE time, what from → to), newest first: the
// first page comes with the screen's loader, earlier ones on request. A new first page (after a
// change, the screen reloads) starts the list again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Table } from '@bank/ui';
import { formatUaeMinute } from '@/i18n/format';
import {
  fetchSubaccountChanges,
  type RecordedChange,
} from '@/features/subaccounts/api/subaccounts';

interface ChangePage {
  items: RecordedChange[];
  next_cursor: string | null;
}

const nameOf = (p: RecordedChange['user']) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email;

export function ChangeList({ first }: { first: ChangePage }) {
  const { t } = useTranslation('subaccounts');
  const [shown, setShown] = useState(first);
  const [earlier, setEarlier] = useState<ChangePage>({ items: [], next_cursor: first.next_cursor });
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (shown !== first) {
    setShown(first);
    setEarlier({ items: [], next_cursor: first.next_cursor });
    setProblem(null);
  }

  const more = async () => {
    if (!earlier.next_cursor || loading) return;
    setLoading(true);
    const res = await fetchSubaccountChanges(earlier.next_cursor);
    setLoading(false);
    if (!res.data) {
      setProblem(res.statusText);
      return;
    }
    setProblem(null);
    const page = res.data.data;
    setEarlier((was) => ({ items: [...was.items, ...page.items], next_cursor: page.next_cursor }));
  };

  const what = (c: RecordedChange) =>
    c.change === 'role' && c.from_role && c.to_role
      ? t('changes.role', {
          from: t(`roles.${c.from_role}.name`),
          to: t(`roles.${c.to_role}.name`),
        })
      : t(`changes.${c.change === 'disable' ? 'disable' : 'enable'}`);

  return (
    <Stack gap="md" align="start">
      <Table
        caption={t('changes.heading')}
        hideCaption
        columns={[
          {
            key: 'when',
            header: t('changes.when'),
            cell: (c) => formatUaeMinute(c.created_at),
            nowrap: true,
            ltr: true,
          },
          { key: 'user', header: t('changes.user'), cell: (c) => nameOf(c.user) },
          { key: 'what', header: t('changes.what'), cell: what },
          { key: 'by', header: t('changes.by'), cell: (c) => nameOf(c.changed_by) },
        ]}
        rows={[...first.items, ...earlier.items]}
        rowKey={(c) => c.change_id}
        empty={t('changes.empty')}
      />
      {problem && (
        <Alert tone="danger" announce="assertive" title={t('changes.moreFailed')}>
          {problem}
        </Alert>
      )}
      {earlier.next_cursor && (
        <Button variant="secondary" loading={loading} onClick={() => void more()}>
          {t('changes.more')}
        </Button>
      )}
    </Stack>
  );
}

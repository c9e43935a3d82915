// One of the company's users: name, e-mail, status, role, disable and enable. Choosing another role,
// disabling or enabling opens the confirmation (ChangeDialog): nothing changes before the
// administrator's code confirms it, and a cancelled dialog leaves the role as it was.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Heading, Inline, RadioGroup, Stack, StatusBadge, Text } from '@bank/ui';
import {
  ROLES,
  type Change,
  type Role,
  type Subaccount,
} from '@/features/subaccounts/api/subaccounts';
import { ChangeDialog } from './ChangeDialog';

export function UserRow({
  user,
  onChanged,
}: {
  user: Subaccount;
  onChanged: (text: string) => void;
}) {
  const { t } = useTranslation('subaccounts');
  const [pending, setPending] = useState<Change | null>(null);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const headingId = `user-${user.customer_id}`;

  return (
    <Card as="li" padding="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Inline gap="sm" align="center">
          <Heading level={3} size={5} id={headingId}>
            {name}
          </Heading>
          <StatusBadge
            status={
              user.status === 'active'
                ? 'completed'
                : user.status === 'invited'
                  ? 'pending'
                  : 'cancelled'
            }
            label={t(`status.${user.status}`)}
          />
        </Inline>
        <Text size="sm" tone="muted">
          <bdi dir="ltr">{user.email}</bdi>
        </Text>
        {user.is_self ? (
          <Text size="sm">{t('users.self', { role: t(`roles.${user.customer_type}.name`) })}</Text>
        ) : (
          <>
            {/* The role shown stays the one they have until a change is confirmed. */}
            <RadioGroup
              label={t('users.roleOf', { name })}
              variant="horizontal"
              value={user.customer_type}
              onChange={(role: Role) => setPending({ change: 'role', customer_type: role })}
              options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}.name`) }))}
            />
            <div>
              {user.status === 'disabled' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setPending({ change: 'enable' })}
                >
                  {t('users.enable', { name })}
                </Button>
              ) : (
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => setPending({ change: 'disable' })}
                >
                  {t('users.disable', { name })}
                </Button>
              )}
            </div>
          </>
        )}
      </Stack>
      {pending && (
        <ChangeDialog
          user={user}
          name={name}
          change={pending}
          onClose={() => setPending(null)}
          onDone={(notice) => {
            setPending(null);
            onChanged(notice);
          }}
        />
      )}
    </Card>
  );
}

// One of the company's users: name, e-mail, status, role (changed at once), disable and enable.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Heading, Inline, RadioGroup, Stack, StatusBadge, Text } from '@bank/ui';
import {
  changeRole,
  disable,
  enable,
  ROLES,
  type Role,
  type Subaccount,
} from '@/features/subaccounts/api/subaccounts';

export function UserRow({
  user,
  onChanged,
}: {
  user: Subaccount;
  onChanged: (text: string) => void;
}) {
  const { t } = useTranslation('subaccounts');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const headingId = `user-${user.customer_id}`;

  const act = async (work: () => ReturnType<typeof disable>, done: string) => {
    setBusy(true);
    const res = await work();
    setBusy(false);
    if (!res.data) {
      setProblem(res.statusText);
      return;
    }
    setProblem(null);
    onChanged(done);
  };

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
            <RadioGroup
              label={t('users.roleOf', { name })}
              variant="horizontal"
              value={user.customer_type}
              onChange={(role: Role) =>
                void act(
                  () => changeRole(user.customer_id, role),
                  t('users.roleChanged', { name, role: t(`roles.${role}.name`) }),
                )
              }
              options={ROLES.map((role) => ({
                value: role,
                label: t(`roles.${role}.name`),
                disabled: busy,
              }))}
            />
            <div>
              {user.status === 'disabled' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy}
                  onClick={() =>
                    void act(() => enable(user.customer_id), t('users.enabled', { name }))
                  }
                >
                  {t('users.enable', { name })}
                </Button>
              ) : (
                <Button
                  variant="danger"
                  size="sm"
                  loading={busy}
                  onClick={() =>
                    void act(() => disable(user.customer_id), t('users.disabled', { name }))
                  }
                >
                  {t('users.disable', { name })}
                </Button>
              )}
            </div>
          </>
        )}
        {problem && (
          <Text tone="danger" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

// Invite a user by e-mail with a role; what is typed is kept in the tab until sent.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, RadioGroup, Stack, TextInput } from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { invite, ROLES, type Role } from '@/features/subaccounts/api/subaccounts';
import { isEmail } from '@bank/lookups/identity';

export const INVITE_DRAFT_KEY = 'sadu.invite';
type Field = 'email' | 'first_name' | 'last_name' | 'customer_type';
interface Values {
  email: string;
  first_name: string;
  last_name: string;
  customer_type: Role | null;
}
const EMPTY: Values = { email: '', first_name: '', last_name: '', customer_type: null };

function readDraft(): Values {
  try {
    return {
      ...EMPTY,
      ...(JSON.parse(sessionStorage.getItem(INVITE_DRAFT_KEY) ?? '{}') as Partial<Values>),
    };
  } catch {
    return EMPTY;
  }
}

export function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const { t } = useTranslation('subaccounts');
  const form = useFormErrors<Field>(
    'invite',
    ['email', 'first_name', 'last_name', 'customer_type'],
    ['customer_type'],
  );
  const { loading, run } = useSubmit();
  const [values, setValues] = useState(readDraft);
  useEffect(() => {
    try {
      sessionStorage.setItem(INVITE_DRAFT_KEY, JSON.stringify(values));
    } catch {
      // Lasts while the page is open.
    }
  }, [values]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const email = values.email.trim();
      const problems = {
        email: !email
          ? t('invite.problems.email')
          : isEmail(email)
            ? undefined
            : t('invite.problems.emailFormat'),
        first_name: values.first_name.trim() ? undefined : t('invite.problems.firstName'),
        last_name: values.last_name.trim() ? undefined : t('invite.problems.lastName'),
        customer_type: values.customer_type ? undefined : t('invite.problems.role'),
      };
      if (!form.report(problems)) return;
      const res = await invite({
        email,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        customer_type: values.customer_type!,
      });
      if (!res.data) {
        const fields = res.error?.fields ?? {};
        if (res.error?.code === 'email_taken') form.report({ email: res.error.message });
        else form.report(fields, Object.keys(fields).length ? null : res.statusText);
        return;
      }
      setValues(EMPTY);
      onInvited(email);
    });
  };

  return (
    <Stack gap="lg">
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <FormField
            label={t('invite.email')}
            id={form.id('email')}
            required
            error={form.errors.email}
          >
            <TextInput
              type="email"
              dir="ltr"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </FormField>
          <FormField
            label={t('invite.firstName')}
            id={form.id('first_name')}
            required
            error={form.errors.first_name}
          >
            <TextInput
              autoComplete="off"
              value={values.first_name}
              onChange={(e) => set('first_name', e.target.value)}
            />
          </FormField>
          <FormField
            label={t('invite.lastName')}
            id={form.id('last_name')}
            required
            error={form.errors.last_name}
          >
            <TextInput
              autoComplete="off"
              value={values.last_name}
              onChange={(e) => set('last_name', e.target.value)}
            />
          </FormField>
          <RadioGroup
            label={t('invite.role')}
            id={form.id('customer_type')}
            required
            variant="cards"
            error={form.errors.customer_type}
            value={values.customer_type}
            onChange={(v) => set('customer_type', v)}
            options={ROLES.map((role) => ({
              value: role,
              label: t(`roles.${role}.name`),
              description: t(`roles.${role}.can`),
            }))}
          />
          <Button type="submit" loading={loading}>
            {t('invite.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

// The phone change: the new mobile number and how the code travels, then the code with the
// password (the phone is the second factor: a session alone must not be enough to move it).
// The number and where the code went are kept in the tab, never the password.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OtpChannel } from '@bank/api-contract';
import {
  Button,
  CountrySelect,
  ErrorSummary,
  FormField,
  OtpInput,
  PasswordInput,
  RadioGroup,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { callingCode } from '@/lib/forms/callingCodes';
import { loadPhoneRules, preloadPhoneRules } from '@/lib/forms/phone';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { confirmPhoneChange, startPhoneChange } from '@/features/settings/api/settings';
import { isOtpCode } from '@bank/lookups/identity';

export const PHONE_DRAFT_KEY = 'sadu.phoneChange';
interface PhoneDraft {
  phone: string;
  sentTo: string;
}

function readPhoneDraft(): PhoneDraft | null {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(PHONE_DRAFT_KEY) ?? 'null',
    ) as PhoneDraft | null;
    return value && typeof value.phone === 'string' ? value : null;
  } catch {
    return null;
  }
}

function writePhoneDraft(value: PhoneDraft | null) {
  try {
    if (value) sessionStorage.setItem(PHONE_DRAFT_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(PHONE_DRAFT_KEY);
  } catch {
    // Works while the page stays open.
  }
}

type Field = 'phone' | 'otp_code' | 'password';

export function PhoneChange() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const form = useFormErrors<Field>('phone', ['phone', 'otp_code', 'password']);
  const { loading, run } = useSubmit();
  const [draft, setDraft] = useState(readPhoneDraft);
  const [country, setCountry] = useState<string | null>('AE');
  const [number, setNumber] = useState('');
  const [channel, setChannel] = useState<OtpChannel>('sms');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const toE164 = number.trim() ? await loadPhoneRules().catch(() => null) : null;
      const phone = toE164?.(country, number);
      const problem = !number.trim()
        ? 'phoneMissing'
        : !toE164
          ? 'phoneRulesFailed'
          : phone
            ? undefined
            : 'phoneInvalid';
      if (!form.report({ phone: problem && t(`update.${problem}`) })) return;
      const res = await startPhoneChange(phone!, channel);
      if (!res.data) {
        form.report({ phone: res.error?.fields?.phone ?? res.statusText });
        return;
      }
      const next = { phone: phone!, sentTo: res.data.data.sent_to };
      writePhoneDraft(next);
      setDraft(next);
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problems = {
        otp_code: isOtpCode(code) ? undefined : t('email.problems.code'),
        password: password ? undefined : t('email.problems.password'),
      };
      if (!form.report(problems)) return;
      const res = await confirmPhoneChange(code, password);
      if (!res.data) {
        const c = res.error?.code;
        if (c === 'password_incorrect')
          form.report({ password: t('email.problems.passwordIncorrect') });
        else if (c === 'code_expired' || c === 'not_found')
          form.report({ otp_code: t('update.phoneExpired') });
        else form.report({ otp_code: res.statusText });
        return;
      }
      writePhoneDraft(null);
      navigate(PATHS.userAccount, { state: { profileSaved: 'phone' } });
    });
  };

  if (draft) {
    return (
      <Stack gap="lg">
        <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
        <Text>
          {t('update.codeSent')} <bdi dir="ltr">{draft.sentTo}</bdi>
        </Text>
        <form noValidate onSubmit={confirm}>
          <Stack gap="lg" align="start">
            <FormField
              label={t('email.code')}
              hint={t('email.codeHint')}
              id={form.id('otp_code')}
              required
              error={form.errors.otp_code}
            >
              <OtpInput name="otp" value={code} onChange={setCode} />
            </FormField>
            <FormField
              label={t('email.password')}
              hint={t('update.passwordHint')}
              id={form.id('password')}
              required
              error={form.errors.password}
            >
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <Stack gap="sm" align="start">
              <Button type="submit" loading={loading}>
                {t('update.confirmPhone')}
              </Button>
              <Button
                type="button"
                variant="tertiary"
                onClick={() => {
                  writePhoneDraft(null);
                  setDraft(null);
                }}
              >
                {t('update.otherNumber')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={start}>
        <Stack gap="lg" align="start">
          <FormField label={t('update.phoneCountry')}>
            <CountrySelect value={country} onChange={setCountry} />
          </FormField>
          <FormField
            label={t('update.phone')}
            hint={t('update.phoneHint')}
            id={form.id('phone')}
            required
            error={form.errors.phone}
          >
            <TextInput
              type="tel"
              dir="ltr"
              inputMode="tel"
              autoComplete="tel-national"
              startAdornment={callingCode(country) ?? undefined}
              value={number}
              onFocus={preloadPhoneRules}
              onChange={(e) => setNumber(e.target.value)}
            />
          </FormField>
          <RadioGroup
            label={t('update.channel')}
            variant="horizontal"
            value={channel}
            onChange={setChannel}
            options={[
              { value: 'sms', label: t('update.sms') },
              { value: 'whatsapp', label: t('update.whatsapp') },
            ]}
          />
          <Button type="submit" loading={loading}>
            {t('email.sendCode')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

// Route /dashboard/internal_step1_new (PATHS.internalStep1New): a Sadu Bank customer looked up by their details.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ErrorSummary,
  FormField,
  RadioGroup,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { checkEmail } from '@/lib/forms/validate';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from '@/components/FlowFrame.css';
import { lookUpRecipient } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, useArrivedRefusal, type Refusal } from '@/features/transfers/shared/refusal';
import { chooseRecipient, newInternalDraft, type InternalRecipient } from './draft';
import { InternalFrame, useInternalDraft } from './InternalFrame';

const ns = await loadTransfersNamespace('internal');
const FIELDS = ['account', 'email', 'currency'] as const;
type By = 'account' | 'email';
/** What the bank answered for what was entered: the masked name and the currencies they take. */
interface Found {
  by: By;
  entered: string;
  name: string;
  currencies: string[];
}

function foundIn(r: InternalRecipient | undefined): Found | null {
  if (r?.kind === 'email')
    return { by: 'email', entered: r.email, name: r.name, currencies: [r.currency] };
  if (r?.kind === 'account' && r.name && r.currency)
    return { by: 'account', entered: r.accountNumber, name: r.name, currencies: [r.currency] };
  return null;
}

/**
 * /dashboard/internal_step1_new: a recipient who is not saved, by the 16 digits of their account
 * number or by the e-mail address they bank with. The bank answers the name it holds, masked, and
 * the currencies they can be paid in; the customer sees it before they continue (confirmation of payee).
 */
function InternalTransferNewRecipient() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save } = useInternalDraft(1);
  const kept = draft?.recipient;
  const [by, setBy] = useState<By>(kept?.kind === 'email' ? 'email' : 'account');
  const [account, setAccount] = useState(kept?.kind === 'account' ? kept.accountNumber : '');
  const [email, setEmail] = useState(kept?.kind === 'email' ? kept.email : '');
  const [found, setFound] = useState<Found | null>(() => foundIn(kept));
  const [currency, setCurrency] = useState<string | null>(
    kept?.kind === 'email' || kept?.kind === 'account' ? (kept.currency ?? null) : null,
  );
  const arrived = useArrivedRefusal();
  const [refusal, setRefusal] = useState<Refusal | undefined>(arrived);
  const form = useFormErrors('internal-new', FIELDS, ['currency']);
  const lookingUp = useSubmit();

  const forget = () => {
    setFound(null);
    setCurrency(null);
  };

  const lookUp = async () => {
    const digits = account.replace(/[\s-]/g, '');
    const address = email.trim();
    const emailProblem = checkEmail(address);
    const problems =
      by === 'account'
        ? {
            account: !digits
              ? t('internal.new.required')
              : /^\d{16}$/.test(digits)
                ? undefined
                : t('internal.new.invalid'),
          }
        : {
            email:
              emailProblem === 'emailMissing'
                ? t('internal.new.emailRequired')
                : emailProblem
                  ? t('internal.new.emailInvalid')
                  : undefined,
          };
    if (!form.report(problems)) return;
    const res = await lookUpRecipient(
      by === 'account' ? { account_number: digits } : { email: address },
    );
    if (!res.data) {
      const why = refusalOf(res);
      const field = by === 'account' ? 'account' : 'email';
      if (why.code === 'not_found') form.report({ [field]: t(`internal.new.notFound.${by}`) });
      else if (why.code === 'validation_error' || why.code === 'currency_not_allowed')
        form.report({
          [field]: why.fields?.[by === 'account' ? 'account_number' : 'email'] ?? why.message,
        });
      else setRefusal(why);
      return;
    }
    setRefusal(undefined);
    const { name, currencies } = res.data.data;
    setFound({ by, entered: by === 'account' ? digits : address, name, currencies });
    setCurrency(currencies.length === 1 ? currencies[0]! : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookingUp.run(async () => {
      if (!found) return lookUp();
      if (
        !form.report({ currency: currency ? undefined : t('internal.new.currencyRequired') }) ||
        !currency
      )
        return;
      const recipient: InternalRecipient =
        found.by === 'email'
          ? { kind: 'email', email: found.entered, name: found.name, currency }
          : { kind: 'account', accountNumber: found.entered, name: found.name, currency };
      save(chooseRecipient(draft ?? newInternalDraft(), recipient));
      void navigate(PATHS.internalStep2);
    });
  };

  return (
    <InternalFrame step={1} allowed={1} path={PATHS.internalStep1New} back={PATHS.internalStep1}>
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          {refusal && <RefusalAlert refusal={refusal} />}
          <ErrorSummary errors={form.summary} focusKey={form.attempt} />
          <RadioGroup
            label={t('internal.new.by')}
            variant="horizontal"
            value={by}
            onChange={(next) => {
              setBy(next);
              forget();
              form.clear();
            }}
            options={[
              { value: 'account', label: t('internal.new.byAccount') },
              { value: 'email', label: t('internal.new.byEmail') },
            ]}
          />
          <div className={styles.narrowField}>
            {by === 'account' ? (
              <FormField
                label={t('internal.new.account')}
                id={form.id('account')}
                required
                hint={t('internal.new.hint')}
                error={form.errors.account}
              >
                <TextInput
                  ltr
                  inputMode="numeric"
                  autoComplete="off"
                  value={account}
                  onChange={(e) => (setAccount(e.target.value), forget())}
                />
              </FormField>
            ) : (
              <FormField
                label={t('internal.new.email')}
                id={form.id('email')}
                required
                hint={t('internal.new.emailHint')}
                error={form.errors.email}
              >
                <TextInput
                  ltr
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  value={email}
                  onChange={(e) => (setEmail(e.target.value), forget())}
                />
              </FormField>
            )}
          </div>
          {found && (
            <Alert tone="success" announce="polite" title={t('internal.new.foundTitle')}>
              <Stack gap="sm" align="start">
                <Text weight="bold">{found.name}</Text>
                <Text size="sm">{t('internal.new.foundText')}</Text>
              </Stack>
            </Alert>
          )}
          {found && found.currencies.length > 1 && (
            <RadioGroup
              id={form.id('currency')}
              label={t('internal.new.currency')}
              variant="horizontal"
              required
              error={form.errors.currency}
              value={currency}
              onChange={setCurrency}
              options={found.currencies.map((c) => ({ value: c, label: c }))}
            />
          )}
          {found && found.currencies.length === 1 && (
            <Text>{t('internal.new.paidInto', { currency: found.currencies[0] })}</Text>
          )}
          <Button type="submit" loading={lookingUp.loading}>
            {found ? t('continue') : t('internal.new.find')}
          </Button>
        </Stack>
      </form>
    </InternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { InternalTransferNewRecipient as Component };

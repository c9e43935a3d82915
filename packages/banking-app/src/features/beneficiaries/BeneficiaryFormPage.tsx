// Route /dashboard/add_beneficiary (PATHS.addBeneficiary).
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  Card,
  DescriptionList,
  ErrorSummary,
  FormField,
  Heading,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import type { Beneficiary } from '@bank/api-contract';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries, type ApiQuery } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { addBeneficiary, fetchBeneficiary, updateBeneficiary } from './api/beneficiaries';
import {
  addBody,
  EMPTY,
  fieldOfServer,
  updateBody,
  valuesOf,
  type Field,
  type FormValues,
} from '@/domain/beneficiary/formModel';
import { ExternalFields } from '@/domain/beneficiary/ExternalFields';
import { useBeneficiaryFields } from '@/domain/beneficiary/useBeneficiaryFields';
import { EDIT_PARAM } from './editPath';
import { InternalFields } from './components/InternalFields';
import type { SavedNotice } from './BeneficiariesPage';
import { loadBeneficiariesNamespace } from './i18n';
import * as styles from './BeneficiaryFormPage.css';

const ns = await loadBeneficiariesNamespace();
const ORDER: readonly Field[] = [
  'wallet_number',
  'email',
  'country',
  'iban',
  'local_account',
  'bic',
  'bank_name',
  'bank_address',
  'name',
  'address',
  'currency',
  'nickname',
];

/**
 * The screen's call, made as it is navigated to (src/lib/data/screenData.ts): the saved
 * beneficiary to edit when the address names one (?beneficiary_id=), nothing to ask when adding.
 */
export const loader = screenLoader(({ request }) => {
  const id = new URL(request.url).searchParams.get(EDIT_PARAM);
  return { beneficiary: id ? () => fetchBeneficiary(id) : undefined };
});

/** /dashboard/add_beneficiary, and with ?beneficiary_id= the same form to edit a saved one. */
export function Component() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const { beneficiary } = useScreenQueries<typeof loader>({
    beneficiary: {
      errorText: (res) =>
        res.status === 404 || res.status === 400 ? t('form.gone') : res.statusText,
    },
  });
  const id = params.get(EDIT_PARAM);
  return id ? <EditBeneficiary id={id} query={beneficiary} /> : <BeneficiaryForm initial={EMPTY} />;
}

function EditBeneficiary({ id, query }: { id: string; query: ApiQuery<Beneficiary> }) {
  const { t } = useTranslation(ns);
  // When the address moves on to another beneficiary, the loader asks again and the previous
  // one's answer stays (reloading) until the new one comes: it is not this form's, so the form
  // waits. A reload of the same beneficiary keeps the form and what the customer typed.
  const shown: ApiQuery<Beneficiary> =
    query.state.status === 'success' &&
    query.state.reloading &&
    query.state.data.beneficiary_id !== id
      ? { ...query, state: { status: 'loading' } }
      : query;
  return (
    <LoadState
      query={shown}
      label={t('form.loading')}
      errorTitle={t('form.failed')}
      skeleton={
        <Stack gap="lg">
          <Heading level={1}>{t('form.editHeading')}</Heading>
          <Skeleton shape="rect" height="24rem" />
        </Stack>
      }
    >
      {(b) => <BeneficiaryForm key={b.beneficiary_id} initial={valuesOf(b)} editing={b} />}
    </LoadState>
  );
}

function BeneficiaryForm({ initial, editing }: { initial: FormValues; editing?: Beneficiary }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const form = useFormErrors<Field>('beneficiary', ORDER);
  const { loading, run } = useSubmit();
  const editingInternal = editing?.kind === 'internal';
  const { values, set, touch, error, bank, problemWords, sent, refuse, toSend } =
    useBeneficiaryFields(initial, { editingInternal });
  const external = values.kind === 'external';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      sent();
      if (external && bank.status === 'looking') return;
      if (!form.report(problemWords())) return;
      const res = editing
        ? await updateBeneficiary(editing.beneficiary_id, updateBody(toSend()))
        : await addBeneficiary(addBody(toSend()));
      if (res.data) {
        const notice: SavedNotice = {
          saved: { name: res.data.data.name, action: editing ? 'updated' : 'added' },
        };
        void navigate(PATHS.beneficiary, { state: notice });
        return;
      }
      const code = res.error?.code;
      const fields = Object.entries(res.error?.fields ?? {}).flatMap(([name, message]) => {
        const field = fieldOfServer(name, values.kind);
        return field ? [[field, message] as const] : [];
      });
      if (code === 'not_found' && values.kind === 'internal')
        fields.push([
          values.findBy === 'account' ? 'wallet_number' : 'email',
          t('form.errors.notFound'),
        ]);
      if (fields.length) {
        refuse(fields);
        form.report(Object.fromEntries(fields));
        return;
      }
      form.report(
        {},
        code === 'beneficiary_exists'
          ? t('form.errors.exists')
          : code === 'forbidden'
            ? t('form.errors.forbidden')
            : res.statusText,
      );
    });
  };

  const fields = { values, set, error, id: form.id, touch, ns };
  return (
    <Stack gap="xl" className={styles.page}>
      <Stack gap="xs">
        <Heading level={1}>{editing ? t('form.editHeading') : t('form.addHeading')}</Heading>
        <Text tone="muted">
          {editing ? t('form.editLead', { name: editing.name }) : t('form.lead')}
        </Text>
      </Stack>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <Card padding="lg">
        <form noValidate onSubmit={submit}>
          <Stack gap="lg">
            {!editing && (
              <RadioGroup
                label={t('form.kind')}
                variant="cards"
                value={values.kind}
                onChange={(kind) => set({ kind })}
                options={[
                  {
                    value: 'internal',
                    label: t('form.kinds.internal'),
                    description: t('form.kinds.internalText'),
                  },
                  {
                    value: 'external',
                    label: t('form.kinds.external'),
                    description: t('form.kinds.externalText'),
                  },
                ]}
              />
            )}
            {editingInternal ? (
              <Stack gap="sm">
                <Heading level={2} size={5}>
                  {t('form.details')}
                </Heading>
                <DescriptionList
                  items={[
                    { term: t('form.name'), description: <bdi>{editing.name}</bdi> },
                    {
                      term: t('form.accountNumber'),
                      description: editing.account_number ?? '',
                      ltr: true,
                    },
                    { term: t('form.currency'), description: editing.currency, ltr: true },
                  ]}
                />
                <Text size="sm" tone="muted">
                  {t('form.internalReadOnly')}
                </Text>
              </Stack>
            ) : external ? (
              <ExternalFields {...fields} bank={bank} />
            ) : (
              <InternalFields {...fields} />
            )}
            <FormField
              label={t('form.nickname')}
              hint={t('form.nicknameHint')}
              id={form.id('nickname')}
              optional
              error={error('nickname')}
            >
              <TextInput
                autoComplete="off"
                maxLength={60}
                value={values.nickname}
                onChange={(e) => set({ nickname: e.target.value })}
              />
            </FormField>
            <Text size="sm" tone="muted">
              {t('form.requiredNote')}
            </Text>
            <div className={styles.actions}>
              <Button type="submit" loading={loading}>
                {editing ? t('form.saveChanges') : t('form.save')}
              </Button>
              <ButtonLink as={RouterLink} to={PATHS.beneficiary} variant="tertiary">
                {t('form.cancel')}
              </ButtonLink>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

// The state of a beneficiary's fields and the message each shows when: while typing only what is
// already certainly wrong, once the field is left (or the form sent) its whole rule, and the
// server's word for as long as the field holds what it refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCountryName } from '@bank/lookups/countries';
import { bicProblemWhileTyping, checkIban, shownWhileTyping, usesIban } from './accountRules';
import { ibanProblem, problemsOf, type Field, type FormValues, type Problem } from './formModel';
import type { FieldsProps } from './fieldProps';
import { loadBeneficiaryFormNamespace } from './i18n';
import { useBankLookup } from './useBankLookup';

const formNs = await loadBeneficiaryFormNamespace();
/** Problem values that are country codes, shown as the country's name. */
const COUNTRY_VALUES = new Set(['country', 'iban', 'bank', 'bic']);

export function useBeneficiaryFields(initial: FormValues, { editingInternal = false } = {}) {
  const { t, i18n } = useTranslation(formNs);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<
    Partial<Record<Field, { message: string; value: unknown }>>
  >({});
  const external = values.kind === 'external';
  const bank = useBankLookup(external ? values.bic : '');
  // The bank's name and address are asked for only when the directory could not give them.
  const bankSource = bank.status === 'unknown' || bank.status === 'failed' ? 'typed' : 'directory';
  const language = i18n.language === 'ar' ? 'ar' : 'en';

  const word = (p: Problem) => {
    const named = Object.fromEntries(
      Object.entries(p.values ?? {}).map(([k, v]) => [
        k,
        COUNTRY_VALUES.has(k) ? (getCountryName(String(v), language) ?? v) : v,
      ]),
    );
    return t(`form.errors.${p.key}`, named);
  };
  const problems = problemsOf(values, bankSource, editingInternal);
  // Before a field is left, only what is already certainly wrong shows (an IBAN too long, of the
  // wrong country, failing its check digits; a BIC of another country).
  const whileTyping = (field: Field): string | undefined => {
    if (field === 'iban' && external && usesIban(values.country)) {
      const p = checkIban(values.iban, values.country);
      return p && shownWhileTyping(p) ? word(ibanProblem(p)) : undefined;
    }
    if (field === 'bic' && external && values.bic) {
      const p = bicProblemWhileTyping(values.bic, values.country);
      if (p?.kind === 'otherCountry')
        return word({ key: 'bicOtherCountry', values: { bic: p.bic, bank: p.bank } });
      if (p) return word({ key: 'bicFormat' });
    }
    return undefined;
  };
  const error = (field: Field) => {
    const refused = serverErrors[field];
    if (refused && refused.value === values[field]) return refused.message;
    const p = problems[field];
    if (submitted || touched.has(field)) return p && word(p);
    return whileTyping(field);
  };
  const set: FieldsProps['set'] = (patch) =>
    setValues((v) => ({ ...v, ...(typeof patch === 'function' ? patch(v) : patch) }));
  const touch = (field: Field) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));

  return {
    values,
    set,
    touch,
    error,
    bank,
    /** Every problem, worded, by field: what the error summary lists when the form is sent. */
    problemWords: (): Partial<Record<Field, string>> =>
      Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, word(p)])),
    /** The form was sent: every rule applies from now on. */
    sent: () => setSubmitted(true),
    /** The server's messages, by field, shown until the customer changes what it refused. */
    refuse: (fields: readonly (readonly [Field, string])[]) =>
      setServerErrors(
        Object.fromEntries(fields.map(([f, message]) => [f, { message, value: values[f] }])),
      ),
    /** The values to send: the bank's name and address from the directory when it knows the BIC. */
    toSend: (): FormValues =>
      bank.status === 'found'
        ? { ...values, bank_name: bank.bank.bank_name, bank_address: bank.bank.bank_address }
        : values,
  };
}

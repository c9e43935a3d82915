import { useTranslation } from 'react-i18next';
import { CountrySelect, DateInput, FormField, NationalitySelect, Stack, TextInput } from '@bank/ui';
import { adultBounds, callingCode, type ProfileField, type ProfileValues } from './profile';
import { preloadPhoneRules } from './phone';
import * as styles from './ProfileFields.css';
import { FORMS_NS } from './i18n';

export interface ProfileFieldsProps {
  fields: readonly ProfileField[];
  values: ProfileValues;
  /**
   * Gets only the fields that changed. Merge them into the latest state (`setValues((v) => ({ ...v,
   * ...patch }))`), never into `values` as rendered: a selector reports its choice from an effect,
   * so the next field's change can come before the render that shows the choice, and a whole
   * object built from the rendered values would put the choice back (it did, in CI: the
   * nationality chosen just before typing the mobile number was lost).
   */
  onChange: (patch: Partial<ProfileValues>) => void;
  /** The text typed in the date field (kept for its error message). */
  onDobText?: (text: string) => void;
  /** Field messages, already worded. */
  errors: Partial<Record<ProfileField, string>>;
  /** The id of each field's control (the error summary links to it). */
  id: (field: ProfileField) => string;
}

/** Name, date of birth (adults only), nationality, country of residence and mobile number. */
export function ProfileFields({
  fields,
  values,
  onChange,
  onDobText,
  errors,
  id,
}: ProfileFieldsProps) {
  const { t } = useTranslation(FORMS_NS);
  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) =>
    onChange({ [key]: value } as Partial<ProfileValues>);
  const bounds = adultBounds();
  const code = callingCode(values.phone_country);
  return (
    <Stack gap="lg">
      {fields.includes('first_name') && (
        <FormField
          label={t('profile.firstName')}
          id={id('first_name')}
          required
          error={errors.first_name}
        >
          <TextInput
            name="given-name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={(e) => set('first_name', e.target.value)}
          />
        </FormField>
      )}
      {fields.includes('last_name') && (
        <FormField
          label={t('profile.lastName')}
          id={id('last_name')}
          required
          error={errors.last_name}
        >
          <TextInput
            name="family-name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={(e) => set('last_name', e.target.value)}
          />
        </FormField>
      )}
      {fields.includes('date_of_birth') && (
        <FormField
          label={t('profile.dob')}
          hint={t('profile.dobHint')}
          id={id('date_of_birth')}
          required
          error={errors.date_of_birth}
        >
          <DateInput
            name="bday"
            autoComplete="bday"
            min={bounds.min}
            max={bounds.max}
            value={values.date_of_birth}
            onChange={(v) => set('date_of_birth', v)}
            onInput={(e) => onDobText?.((e.target as HTMLInputElement).value)}
          />
        </FormField>
      )}
      {fields.includes('nationality') && (
        <FormField
          label={t('profile.nationality')}
          id={id('nationality')}
          required
          error={errors.nationality}
        >
          <NationalitySelect value={values.nationality} onChange={(v) => set('nationality', v)} />
        </FormField>
      )}
      {fields.includes('country_of_residence') && (
        <FormField
          label={t('profile.residence')}
          id={id('country_of_residence')}
          required
          error={errors.country_of_residence}
        >
          <CountrySelect
            value={values.country_of_residence}
            onChange={(v) => set('country_of_residence', v)}
          />
        </FormField>
      )}
      {fields.includes('phone') && (
        <div className={styles.phone}>
          <FormField label={t('profile.phoneCountry')} id={id('phone') + '-country'}>
            <CountrySelect value={values.phone_country} onChange={(v) => set('phone_country', v)} />
          </FormField>
          <FormField
            label={t('profile.phone')}
            hint={t('profile.phoneHint')}
            id={id('phone')}
            required
            error={errors.phone}
          >
            <TextInput
              type="tel"
              name="tel-national"
              autoComplete="tel-national"
              inputMode="tel"
              dir="ltr"
              startAdornment={code ?? undefined}
              value={values.phone_number}
              onFocus={preloadPhoneRules}
              onChange={(e) => set('phone_number', e.target.value)}
            />
          </FormField>
        </div>
      )}
    </Stack>
  );
}

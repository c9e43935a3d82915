import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { setupI18n } from '@/lib/testing/pageHarness';
import { loadFormsNamespace } from './i18n';
import { ProfileFields } from './ProfileFields';
import { emptyProfile, PROFILE_FIELDS, type ProfileValues } from './profile';

beforeAll(async () => {
  await setupI18n();
  await loadFormsNamespace();
}, 120_000);

/** A form as the pages hold it: each change merged into the latest values. */
function Form({
  onValues,
  spy,
}: {
  onValues: (v: ProfileValues) => void;
  spy?: (patch: Partial<ProfileValues>) => void;
}) {
  const [values, setValues] = useState<ProfileValues>(emptyProfile);
  onValues(values);
  return (
    <I18nextProvider i18n={i18n()}>
      <ProfileFields
        fields={PROFILE_FIELDS}
        values={values}
        onChange={(patch) => {
          spy?.(patch);
          setValues((v) => ({ ...v, ...patch }));
        }}
        errors={{}}
        id={(field) => `profile-${field}`}
      />
    </I18nextProvider>
  );
}

describe('ProfileFields', () => {
  // Only the change, so that a form merges it into its latest values: a selector reports its
  // choice from an effect, and a whole object built from the values as rendered, when the next
  // field changed before that render, put the old nationality back (CI, registration journey).
  // Typing into the nationality combobox takes seconds on a busy machine: a page test's time.
  it('reports only the field that changed', { timeout: 60_000 }, async () => {
    const spy = vi.fn();
    let latest = emptyProfile;
    render(<Form spy={spy} onValues={(v) => (latest = v)} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox', { name: /Nationality/ }), 'Emirati');
    await user.click(await screen.findByRole('option', { name: /Emirati/ }));
    expect(spy).toHaveBeenLastCalledWith({ nationality: 'AE' });
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'N');
    expect(spy).toHaveBeenLastCalledWith({ first_name: 'N' });
    expect(latest).toMatchObject({ nationality: 'AE', first_name: 'N' });
  });
});

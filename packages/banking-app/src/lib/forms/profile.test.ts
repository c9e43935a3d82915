import { describe, expect, it } from 'vitest';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import {
  adultBounds,
  callingCode,
  checkProfile,
  emptyProfile,
  profileBody,
  PROFILE_FIELDS,
} from './profile';
import { loadPhoneRules } from './phone';
import { phoneE164 } from './phoneRules';

const complete = {
  ...emptyProfile,
  first_name: ' Noura ',
  last_name: 'Al Mansoori',
  date_of_birth: '1992-02-14',
  nationality: 'AE',
  country_of_residence: 'AE',
  phone_country: 'AE',
  phone_number: '050 123 4567',
};

describe('profile details', () => {
  it('bounds the date of birth to adults (18) and the living (120 years)', () => {
    expect(adultBounds(new Date(2026, 10, 21))).toEqual({ min: '1906-11-21', max: '2008-11-21' });
  });

  it('checks the mobile number with the country’s own rules and gives it in E.164', () => {
    expect(callingCode('AE')).toBe('+971');
    expect(phoneE164('AE', '050 123 4567')).toBe('+971501234567');
    expect(phoneE164('AE', '12345')).toBeNull();
    expect(phoneE164('AE', '+44 7911 123456')).toBe('+447911123456');
    expect(phoneE164(null, '0501234567')).toBeNull();
  });

  it('knows every calling code without loading the phone rules, as libphonenumber-js gives them', () => {
    for (const country of getCountries())
      expect(callingCode(country), country).toBe(`+${getCountryCallingCode(country)}`);
    expect(callingCode(null)).toBeNull();
    expect(callingCode('ZZ')).toBeNull();
  });

  it('loads the phone rules once, on demand', async () => {
    const toE164 = await loadPhoneRules();
    expect(toE164).toBe(phoneE164);
    expect(await loadPhoneRules()).toBe(toE164);
  });

  it('says what is missing or wrong in each field asked for, and only those', () => {
    expect(checkProfile(emptyProfile, PROFILE_FIELDS)).toEqual({
      first_name: 'firstNameMissing',
      last_name: 'lastNameMissing',
      date_of_birth: 'dobMissing',
      nationality: 'nationalityMissing',
      phone: 'phoneMissing',
    });
    expect(checkProfile(emptyProfile, ['phone'])).toEqual({ phone: 'phoneMissing' });
    expect(
      checkProfile({ ...complete, phone_number: '12' }, PROFILE_FIELDS, '', phoneE164),
    ).toEqual({ phone: 'phoneInvalid' });
    expect(checkProfile(complete, PROFILE_FIELDS, '', phoneE164)).toEqual({});
    // The rules did not load (offline): the number cannot pass unchecked.
    expect(checkProfile(complete, PROFILE_FIELDS)).toEqual({ phone: 'phoneRulesFailed' });
  });

  it('gives typed text the date field refused the one message that says why', () => {
    const typed = (text: string) =>
      checkProfile({ ...complete, date_of_birth: null }, ['date_of_birth'], text).date_of_birth;
    expect(typed('01-01-2020')).toBe('dobAdult');
    expect(typed('31-02-1990')).toBe('dobNotReal');
    expect(typed('29-02-1990')).toBe('dobNotReal');
    expect(typed('1990')).toBe('dobFormat');
    expect(typed('1-2-1990')).toBe('dobFormat');
    expect(typed('01-01-1850')).toBe('dobTooEarly');
    // Arabic-Indic digits read as the same day.
    expect(typed('٣١-٠٢-١٩٩٠')).toBe('dobNotReal');
    expect(
      checkProfile({ ...complete, date_of_birth: null }, ['date_of_birth'], '  ').date_of_birth,
    ).toBe('dobMissing');
  });

  it('refuses a customer under 18, whether typed (refused by the date field) or chosen', () => {
    expect(
      checkProfile({ ...complete, date_of_birth: null }, ['date_of_birth'], '01-01-2020'),
    ).toEqual({ date_of_birth: 'dobAdult' });
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    expect(
      checkProfile({ ...complete, date_of_birth: young.toISOString().slice(0, 10) }, [
        'date_of_birth',
      ]),
    ).toEqual({ date_of_birth: 'dobAdult' });
  });

  it('sends only the fields asked for, trimmed, with the phone in E.164', () => {
    expect(profileBody(complete, ['first_name', 'phone'], phoneE164)).toEqual({
      first_name: 'Noura',
      phone: '+971501234567',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { validateContact } from './validate';

const ok = {
  name: 'Mariam Al Hashimi',
  email: 'mariam@example.ae',
  phone: '',
  topic: 'personal',
  message: 'I would like to open an account in dirhams and euros.',
};

describe('the contact form rules', () => {
  it('accepts a complete message, with or without a phone number', () => {
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, phone: '050 123 4567' })).toEqual({});
    expect(validateContact({ ...ok, phone: '+971 50 123 4567' })).toEqual({});
    expect(validateContact({ ...ok, phone: '+44 20 7946 0958' })).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateContact({ name: ' ', email: '', phone: '', topic: '', message: '' })).toEqual({
      name: 'errors.nameMissing',
      email: 'errors.emailMissing',
      topic: 'errors.topicMissing',
      message: 'errors.messageMissing',
    });
  });

  it('checks formats and lengths', () => {
    expect(validateContact({ ...ok, email: 'mariam@' }).email).toBe('errors.emailFormat');
    expect(validateContact({ ...ok, phone: '12' }).phone).toBe('errors.phoneFormat');
    expect(validateContact({ ...ok, message: 'Too short' }).message).toBe('errors.messageShort');
    expect(validateContact({ ...ok, message: 'x'.repeat(2001) }).message).toBe(
      'errors.messageLong',
    );
    expect(validateContact({ ...ok, name: 'n'.repeat(101) }).name).toBe('errors.nameLong');
  });
});

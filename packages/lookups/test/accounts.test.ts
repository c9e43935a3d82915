import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, maskAccountNumber, normalizeIban } from '../src/accounts';

describe('maskAccountNumber', () => {
  it('shows only the last four characters by default', () => {
    expect(maskAccountNumber('AE07 0331 2345 6789 0123 456')).toBe('•••• 3456');
    expect(maskAccountNumber('1234-5678-9012')).toBe('•••• 9012');
    expect(maskAccountNumber('12')).toBe('•••• 12');
  });

  it('shows as many characters as asked, or none', () => {
    expect(maskAccountNumber('0123456789', 6)).toBe('•••• 456789');
    expect(maskAccountNumber('0123456789', 0)).toBe('••••');
    expect(maskAccountNumber('0123456789', -2)).toBe('••••');
    expect(maskAccountNumber('')).toBe('••••');
  });

  it('never reveals more than the asked tail', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Z]{5,34}$/),
        fc.integer({ min: 1, max: 4 }),
        (account, visible) => {
          const masked = maskAccountNumber(account, visible);
          expect(masked).toBe(`•••• ${account.slice(-visible)}`);
        },
      ),
    );
  });
});

describe('IBAN helpers', () => {
  it('normalises and groups an IBAN by four', () => {
    expect(normalizeIban(' ae07 0331-2345 6789 0123 456 ')).toBe('AE070331234567890123456');
    expect(formatIban('AE070331234567890123456')).toBe('AE07 0331 2345 6789 0123 456');
    expect(formatIban('gb82west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('')).toBe('');
  });

  it.each([
    'AE070331234567890123456',
    'ae07 0331 2345 6789 0123 456',
    'GB82 WEST 1234 5698 7654 32',
    'DE89370400440532013000',
    'SA0380000000608010167519',
  ])('accepts the valid IBAN %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ['AE080331234567890123456', 'wrong check digits'],
    ['GB82WEST12345698765431', 'wrong check digits'],
    ['AE07033123456789012345', 'a UAE IBAN is 23 characters'],
    ['AE0703312345678901234560', 'a UAE IBAN is 23 characters'],
    ['1234567890123456', 'no country code'],
    ['GB82', 'too short'],
    ['GB82WEST1234569876543!', 'a character that is not a letter or a digit'],
    ['', 'empty'],
  ])('refuses %s (%s)', (iban) => expect(isValidIban(iban)).toBe(false));

  it('catches any single-character change of a valid IBAN', () => {
    const valid = 'AE070331234567890123456';
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: valid.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (index, delta) => {
          const digit = (Number(valid[index]) + delta) % 10;
          expect(isValidIban(valid.slice(0, index) + digit + valid.slice(index + 1))).toBe(false);
        },
      ),
    );
  });
});

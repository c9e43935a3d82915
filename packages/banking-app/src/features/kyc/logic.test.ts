import { describe, expect, it } from 'vitest';
import { cameraDocument, destinationOf, identityFiles, mayChange } from './documents';
import { checkPersonal, fromKyc, personalBody } from './personal';
import { completeKyc, kycAnswer, rejectedKyc } from './fixtures';
import { percentOf, shareBps, shareLeft, shownPercent } from './shares';

describe('documents', () => {
  it('asks for both sides of an Emirates ID, or the passport page', () => {
    expect(identityFiles('emirates_id')).toEqual(['identity_front', 'identity_back']);
    expect(identityFiles(undefined)).toEqual(['identity_front', 'identity_back']);
    expect(identityFiles('passport')).toEqual(['passport']);
  });

  it('a draft may change everything; a rejection only what was rejected; a sent check nothing', () => {
    expect(mayChange(kycAnswer(), 'selfie')).toBe(true);
    expect(mayChange(rejectedKyc(), 'proof_of_address')).toBe(true);
    expect(mayChange(rejectedKyc(), 'selfie')).toBe(false);
    expect(mayChange({ ...rejectedKyc(), state: 'resubmission' }, 'selfie')).toBe(false);
    expect(mayChange(completeKyc({ state: 'submitted', can_edit: false }), 'selfie')).toBe(false);
  });

  it('sends each next step to its screen', () => {
    expect(destinationOf('personal_details')).toBe('kyc');
    expect(destinationOf('passport')).toBe('verify_kyc');
    expect(destinationOf('selfie')).toBe('camera');
    expect(destinationOf('submit')).toBe('submit');
    expect(destinationOf('trade_licence')).toBe('corporate');
  });

  it('the camera takes a known document, else the selfie', () => {
    expect(cameraDocument('identity_back')).toBe('identity_back');
    expect(cameraDocument('proof_of_address')).toBe('selfie');
    expect(cameraDocument(null)).toBe('selfie');
  });
});

describe('personal details', () => {
  const valid = {
    ...fromKyc({ first_name: 'Mariam', last_name: 'Haddad', nationality: 'AE' }),
    date_of_birth: '1990-03-27',
    line1: 'Villa 12',
    city: 'Dubai',
    occupation: 'Architect',
    identity_document_type: 'emirates_id' as const,
    identity_document_number: '784199012345671',
    identity_document_expiry: '2030-01-01',
    confirmed: true,
  };

  it('accepts a complete form, and checks the document number by its kind', () => {
    expect(checkPersonal(valid, '2026-11-24')).toEqual({});
    expect(
      checkPersonal({ ...valid, identity_document_number: '123456' }, '2026-11-24')
        .identity_document_number,
    ).toBe('emiratesIdFormat');
    expect(
      checkPersonal(
        { ...valid, identity_document_type: 'passport', identity_document_number: 'N12345678' },
        '2026-11-24',
      ),
    ).toEqual({});
    expect(
      checkPersonal(
        { ...valid, identity_document_type: 'passport', identity_document_number: 'N1' },
        '2026-11-24',
      ).identity_document_number,
    ).toBe('passportFormat');
  });

  it('refuses an expired document, a minor and an unconfirmed form', () => {
    const problems = checkPersonal(
      {
        ...valid,
        identity_document_expiry: '2026-11-24',
        date_of_birth: '2010-01-01',
        confirmed: false,
      },
      '2026-11-24',
    );
    expect(problems).toEqual({
      identity_document_expiry: 'expiryPast',
      date_of_birth: 'dobAdult',
      confirmed: 'confirm',
    });
  });

  it('sends the filled fields only, the number in capitals', () => {
    const body = personalBody({
      ...valid,
      identity_document_type: 'passport',
      identity_document_number: ' n1234567 ',
      line2: '  ',
    });
    expect(body.identity_document_number).toBe('N1234567');
    expect(body.address).toEqual({ line1: 'Villa 12', city: 'Dubai' });
    expect(
      JSON.parse(JSON.stringify(personalBody({ ...fromKyc(null), confirmed: false }))),
    ).toEqual({ country_of_residence: 'AE', confirmed: false });
  });
});

describe('shares', () => {
  it('reads percentages as hundredths and adds them exactly', () => {
    expect(shareBps('33.33')).toBe(3333);
    expect(shareBps('12.5')).toBe(1250);
    expect(shareBps('100')).toBe(10_000);
    expect(shareBps('1,5')).toBeNull();
    expect(shareBps('12.345')).toBeNull();
    expect(percentOf(3333)).toBe('33.33');
    expect(percentOf(1250)).toBe('12.5');
    expect(percentOf(4000)).toBe('40');
    // The server's two decimals shown as people write a share.
    expect(shownPercent('100.00')).toBe('100');
    expect(shownPercent('33.30')).toBe('33.3');
    expect(shownPercent('n/a')).toBe('n/a');
    const holders = [
      { shareholder_id: 'a', share_percent: '33.33' },
      { shareholder_id: 'b', share_percent: '33.34' },
    ];
    expect(shareLeft(holders, null)).toBe(3333);
    expect(shareLeft(holders, 'b')).toBe(6667);
  });
});

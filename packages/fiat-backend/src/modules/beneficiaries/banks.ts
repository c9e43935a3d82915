// The bank directory behind the add-beneficiary form: the bank a BIC names, so the customer sees
// "Commerzbank" as they type COBADEFF instead of typing the bank's name and address themselves.
// A small list of the banks this bank's customers pay most (the demo data's among them); a
// production deployment loads SWIFT's BIC directory into the same shape. An unknown but valid BIC
// is not an error for the customer: the form then asks for the bank's name and address.
import type { Bank } from '@bank/api-contract';
import { isValidBIC } from 'ibantools';
import { ApiError } from '../../http/errors';

type Entry = Omit<Bank, 'bic' | 'country'>;

/** By institution code (the BIC's first 8 characters: bank, country, location). */
const DIRECTORY: Record<string, Entry> = {
  ADCBAEAA: {
    bank_name: 'Abu Dhabi Commercial Bank PJSC',
    bank_address: 'ADCB Building, Sheikh Zayed Bin Sultan Street, Abu Dhabi',
  },
  BARCGB22: { bank_name: 'Barclays Bank PLC', bank_address: '1 Churchill Place, London E14 5HP' },
  BNPAFRPP: { bank_name: 'BNP Paribas', bank_address: '16 Boulevard des Italiens, 75009 Paris' },
  BOFAUS3N: {
    bank_name: 'Bank of America, N.A.',
    bank_address: '100 North Tryon Street, Charlotte, NC 28255',
  },
  BOMLAEAD: {
    bank_name: 'Mashreq Bank PSC',
    bank_address: 'Mashreq Global Headquarters, Downtown, Dubai',
  },
  CAIXESBB: {
    bank_name: 'CaixaBank, S.A.',
    bank_address: 'Calle Pintor Sorolla 2-4, 46002 Valencia',
  },
  CHASUS33: {
    bank_name: 'JPMorgan Chase Bank, N.A.',
    bank_address: '383 Madison Avenue, New York, NY 10179',
  },
  CITIUS33: {
    bank_name: 'Citibank, N.A.',
    bank_address: '388 Greenwich Street, New York, NY 10013',
  },
  COBADEFF: { bank_name: 'Commerzbank AG', bank_address: 'Kaiserplatz, 60311 Frankfurt am Main' },
  DEUTDEFF: {
    bank_name: 'Deutsche Bank AG',
    bank_address: 'Taunusanlage 12, 60325 Frankfurt am Main',
  },
  DUIBAEAD: { bank_name: 'Dubai Islamic Bank PJSC', bank_address: 'Al Maktoum Road, Deira, Dubai' },
  EBILAEAD: { bank_name: 'Emirates NBD Bank PJSC', bank_address: 'Baniyas Road, Deira, Dubai' },
  HDFCINBB: {
    bank_name: 'HDFC Bank Ltd',
    bank_address: 'HDFC Bank House, Senapati Bapat Marg, Lower Parel, Mumbai 400013',
  },
  INGBNL2A: { bank_name: 'ING Bank N.V.', bank_address: 'Bijlmerdreef 106, 1102 CT Amsterdam' },
  MIDLGB22: {
    bank_name: 'HSBC UK Bank plc',
    bank_address: '1 Centenary Square, Birmingham B1 1HQ',
  },
  NBADAEAA: {
    bank_name: 'First Abu Dhabi Bank PJSC',
    bank_address: 'FAB Building, Khalifa Business Park, Abu Dhabi',
  },
  NWBKGB2L: {
    bank_name: 'National Westminster Bank plc (NatWest)',
    bank_address: '250 Bishopsgate, London EC2M 4AA',
  },
  SBININBB: {
    bank_name: 'State Bank of India',
    bank_address: 'State Bank Bhavan, Madame Cama Road, Mumbai 400021',
  },
  UBSWCHZH: { bank_name: 'UBS Switzerland AG', bank_address: 'Bahnhofstrasse 45, 8001 Zürich' },
};

/** The bank a BIC names: by the whole code, else by its institution (first 8); undefined when unknown. */
function bankOf(bic: string): Bank | undefined {
  const code = bic.replace(/\s/g, '').toUpperCase();
  if (!isValidBIC(code)) {
    const message = `${JSON.stringify(bic)} is not a valid BIC/SWIFT code (8 or 11 characters, such as DEUTDEFF or DEUTDEFF500).`;
    throw new ApiError('validation_error', message, { fields: { bic: message } });
  }
  const entry = DIRECTORY[code.slice(0, 8)];
  return entry && { bic: code, ...entry, country: code.slice(4, 6) };
}

/** GET /bank/:bic: the bank, or 404 when the directory does not hold it. */
export function lookUpBank(bic: string): { data: Bank } {
  const bank = bankOf(bic);
  if (!bank)
    throw new ApiError(
      'not_found',
      `We do not know the bank of ${bic.toUpperCase()}: enter its name and address.`,
    );
  return { data: bank };
}

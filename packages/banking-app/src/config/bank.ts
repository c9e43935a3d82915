// The bank's names, in one place: the brand customers know, the legal entity that trades as it and
// holds the licence, and who licenses it, in each language of the app. Every text that names the
// bank reads them from here: the catalogues say `$t(common:brand)` (i18n.ts puts these words in
// the `common` namespace), and the legal line (`layout.footer.legal`) is printed by the footers and
// so on every printed page of online banking (receipts).
//
// The backend is configured with the same names (BANK_NAME, BANK_LEGAL_NAME, BANK_REGULATOR in
// fiat-backend's src/config.ts: its messages and statements): a deployment that renames the bank
// changes both. These are built in, not read from /config.js, because the public pages are
// prerendered with them.
export const BANK = {
  en: {
    brand: 'Sadu Bank',
    legalName: 'Sadu Bank PJSC',
    regulator: 'the Central Bank of the UAE',
  },
  ar: {
    brand: 'بنك سدو',
    legalName: 'بنك سدو ش.م.ع',
    regulator: 'مصرف الإمارات العربية المتحدة المركزي',
  },
} as const;

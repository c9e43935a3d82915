// What a customer reads on the money flows' steps, in each language the Lighthouse bench walks them
// in (the app's own words: features/transfers, crypto, reviews, domain/beneficiary locales).
export interface FlowWords {
  newInternalRecipient: string;
  byEmail: string;
  recipientEmail: RegExp;
  find: string;
  found: string;
  payInto: RegExp;
  continue: string;
  amount: RegExp;
  /** The sending side's field of an amount in another currency ("You send"). */
  youSend: RegExp;
  reference: RegExp;
  limitsLeft: RegExp;
  checkDetails: string;
  continueToConfirm: string;
  send: RegExp;
  moneySent: string;
  convertFrom: RegExp;
  convertTo: RegExp;
  amountToConvert: RegExp;
  getRate: string;
  checkConversion: string;
  convert: RegExp;
  converted: string;
  newExternalRecipient: string;
  iban: RegExp;
  holder: RegExp;
  currency: RegExp;
  save: RegExp;
  receivesEur: string;
  rateGuaranteed: string;
  purpose: RegExp;
  shared: RegExp;
  sendCode: string;
  codeSent: RegExp;
  oneTimeCode: RegExp;
  confirmTransfer: string;
  onItsWay: RegExp;
  tracker: string;
  done: string;
  depositBtc: string;
  qr: RegExp;
  openList: string;
  waitingReview: string;
  whatWasPrepared: string;
  darkMode: string;
  lightMode: string;
}

export const ENGLISH: FlowWords = {
  newInternalRecipient: 'Send to a new recipient',
  byEmail: 'E-mail address',
  recipientEmail: /Recipient's e-mail address/,
  find: 'Find the recipient',
  found: 'The name the bank holds',
  payInto: /Pay into their wallet in/,
  continue: 'Continue',
  amount: /Amount/,
  youSend: /^You send/,
  reference: /Reference/,
  limitsLeft: /Left of your limits/,
  checkDetails: 'Check the details',
  continueToConfirm: 'Continue to confirm',
  send: /^Send AED\s75\.25$/,
  moneySent: 'Money sent',
  convertFrom: /Convert from/,
  convertTo: /Convert to/,
  amountToConvert: /Amount to convert/,
  getRate: 'Get a rate',
  checkConversion: 'Check the conversion',
  convert: /^Convert AED\s[\d.,]+$/,
  converted: 'Money converted',
  newExternalRecipient: 'A new recipient',
  iban: /^IBAN/,
  holder: /Account holder's name/,
  currency: /Currency/,
  save: /Save as a beneficiary for next time/,
  receivesEur: 'Klaus Becker receives EUR.',
  rateGuaranteed: 'Rate guaranteed for',
  purpose: /Purpose of payment/,
  shared: /Shared \(SHA\)/,
  sendCode: 'Continue and send me a code',
  codeSent: /We sent a 6-digit code to/,
  oneTimeCode: /One-time code/,
  confirmTransfer: 'Confirm the transfer',
  onItsWay: /Transfer on its way|Money sent/,
  tracker: 'Transfer status',
  done: 'Done',
  depositBtc: 'Deposit BTC',
  qr: /^QR code of your BTC deposit address on /,
  openList: 'Open the list',
  waitingReview: 'Waiting for review',
  whatWasPrepared: 'What was prepared',
  darkMode: 'Switch to dark mode',
  lightMode: 'Switch to light mode',
};

export const ARABIC: FlowWords = {
  newInternalRecipient: 'إرسال إلى مستلم جديد',
  byEmail: 'البريد الإلكتروني',
  recipientEmail: /البريد الإلكتروني للمستلم/,
  find: 'ابحث عن المستلم',
  found: 'الاسم المسجّل لدى البنك',
  payInto: /الدفع إلى محفظته بعملة/,
  continue: 'متابعة',
  amount: /المبلغ/,
  youSend: /^ترسل/,
  reference: /المرجع/,
  limitsLeft: /المتبقي من حدودك/,
  checkDetails: 'راجع التفاصيل',
  continueToConfirm: 'المتابعة إلى التأكيد',
  send: /^إرسال AED\s75\.25$/,
  moneySent: 'تم إرسال الأموال',
  convertFrom: /التحويل من/,
  convertTo: /التحويل إلى/,
  amountToConvert: /المبلغ المراد تحويله/,
  getRate: 'الحصول على سعر',
  checkConversion: 'راجع التحويل',
  convert: /^تحويل AED\s[\d.,]+$/,
  converted: 'تم تحويل العملة',
  newExternalRecipient: 'مستلم جديد',
  iban: /^رقم الآيبان/,
  holder: /اسم صاحب الحساب/,
  currency: /العملة/,
  save: /حفظه كمستفيد للمرة القادمة/,
  receivesEur: 'يستلم Klaus Becker بعملة EUR.',
  rateGuaranteed: 'السعر مضمون لمدة',
  purpose: /غرض الدفع/,
  shared: /مشتركة \(SHA\)/,
  sendCode: 'المتابعة وإرسال رمز إليّ',
  codeSent: /أرسلنا رمزًا من 6 أرقام إلى/,
  oneTimeCode: /رمز لمرة واحدة/,
  confirmTransfer: 'تأكيد التحويل',
  onItsWay: /التحويل في طريقه|تم إرسال الأموال/,
  tracker: 'حالة التحويل',
  done: 'تم',
  depositBtc: 'إيداع BTC',
  qr: /^رمز QR لعنوان إيداع BTC على /,
  openList: 'افتح القائمة',
  waitingReview: 'بانتظار المراجعة',
  whatWasPrepared: 'ما تم إعداده',
  darkMode: 'التبديل إلى الوضع الداكن',
  lightMode: 'التبديل إلى الوضع الفاتح',
};

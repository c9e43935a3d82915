// The package's own strings in Arabic: their own module, loaded when a page is first shown in
// Arabic (loadUiMessages), so pages in English do not carry them.
import { orList, sizeParts } from './format';
import type { UiMessages } from './messages';

export const arMessages: UiMessages = {
  required: 'إلزامي',
  optional: '(اختياري)',
  errorPrefix: 'خطأ:',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  loading: 'جارٍ التحميل',
  close: 'إغلاق',
  dismiss: 'تجاهل',
  logoLabel: 'البنك',
  externalLink: '(يفتح في علامة تبويب جديدة)',

  // Selectors, Toast, Money, StatusBadge, Stepper, Pagination, DescriptionList, FileInput (issue 3).
  comboboxShowOptions: 'إظهار الخيارات',
  comboboxNoResults: 'لا توجد نتائج.',
  comboboxLoading: 'جارٍ تحميل الخيارات…',
  comboboxLoadFailed: 'تعذّر تحميل الخيارات. تحقّق من اتصالك وأعد تحميل الصفحة.',
  comboboxResults: (n) =>
    arCount(n, 'نتيجة واحدة متاحة.', 'نتيجتان متاحتان.', `${n} نتائج متاحة.`, `${n} نتيجة متاحة.`),
  comboboxKeysHint: 'استخدم مفتاحي الأسهم لأعلى ولأسفل للتنقل، ومفتاح الإدخال للاختيار.',
  comboboxHighlighted: (label, position, count) => `${label}، ${position} من ${count}.`,
  comboboxSelected: (label) => `تم اختيار ${label}.`,
  currencyList: 'العملات',
  countryList: 'الدول',
  nationalityList: 'الجنسيات',
  purposeCodeList: 'أغراض الدفع',
  statusPending: 'قيد الانتظار',
  statusProcessing: 'قيد المعالجة',
  statusCompleted: 'مكتملة',
  statusFailed: 'فشلت',
  statusReturned: 'مُرتجعة',
  statusAwaitingApproval: 'بانتظار الموافقة',
  statusApproved: 'تمت الموافقة',
  statusRejected: 'مرفوضة',
  statusCancelled: 'ملغاة',
  statusScheduled: 'مجدولة',
  statusExpired: 'منتهية الصلاحية',
  stepperLabel: 'مراحل العملية',
  stepOf: (current, total) => `الخطوة ${current} من ${total}`,
  stepCompleted: 'مكتملة:',
  stepUpcoming: 'لم تبدأ بعد:',
  toastRegion: 'الإشعارات',
  change: 'تغيير',
  paginationLabel: 'التنقل بين الصفحات',
  previousPage: 'السابق',
  nextPage: 'التالي',
  pageNumber: (page) => `الصفحة ${page}`,
  pageOf: (page, total) => `الصفحة ${page} من ${total}`,
  loadMore: 'عرض المزيد',
  fileChoose: 'اختيار ملف',
  fileChooseMany: 'اختيار ملفات',
  fileDropHint: 'أو اسحبه وأفلته هنا',
  fileChosen: 'الملفات المختارة',
  fileRemove: (name) => `إزالة ${name}`,
  fileAdded: (name) => `تمت إضافة ${name}.`,
  fileRemoved: (name) => `تمت إزالة ${name}.`,
  fileWrongType: (types) => `يجب أن يكون الملف بصيغة ${orList(types, 'أو')}`,
  fileTooLarge: (max) => `يجب أن يكون حجم الملف أقل من ${arSize(max)}`,
  fileTooMany: (max) =>
    arCount(
      max,
      'اختر ملفًا واحدًا فقط',
      'اختر ملفين كحد أقصى',
      `اختر ${max} ملفات كحد أقصى`,
      `اختر ${max} ملفًا كحد أقصى`,
    ),
  fileEmpty: 'الملف فارغ',
  fileRequirements: (types, max) =>
    `${orList(types, 'أو')}${max ? `، بحجم أقل من ${arSize(max)}` : ''}`,
  fileSize: (bytes) => arSize(bytes),

  // DateInput, OtpInput, AmountInput, LoginHistoryTables, SessionOverlay (issue 3).
  dateChoose: 'اختر التاريخ',
  dateCalendar: 'التقويم',
  dateCalendarLoading: 'جارٍ تحميل التقويم…',
  dateCalendarFailed: 'تعذّر تحميل التقويم. اكتب التاريخ بالصيغة DD-MM-YYYY بدلاً من ذلك.',
  datePlaceholder: 'DD-MM-YYYY',
  dateInvalidFormat: 'أدخل التاريخ بالصيغة DD-MM-YYYY، مثل 27-03-2007',
  dateDoesNotExist: 'هذا التاريخ غير موجود: تحقق من اليوم والشهر',
  dateDisabled: 'لا يمكنك اختيار هذا التاريخ.',
  dateBeforeMin: (date) => `أدخل تاريخًا يوافق ${date} أو بعده`,
  dateAfterMax: (date) => `أدخل تاريخًا يوافق ${date} أو قبله`,
  dateMonthDropdown: 'اختر الشهر',
  dateYearDropdown: 'اختر السنة',
  datePreviousMonth: 'الشهر السابق',
  dateNextMonth: 'الشهر التالي',
  dateDayLabel: (day, today, selected) =>
    `${today ? 'اليوم، ' : ''}${day}${selected ? '، محدد' : ''}`,
  otpDescription: (length) => `أدخل الرمز المكوّن من ${length} ${length > 10 ? 'رقمًا' : 'أرقام'}`,
  otpDigitsOnly: 'يمكن أن يحتوي الرمز على أرقام فقط',
  otpCancel: 'إلغاء',
  amountInvalidCharacters: 'أدخل المبلغ بالأرقام فقط، مثل 1,234.50',
  amountNegative: 'أدخل المبلغ من دون إشارة سالب',
  amountMalformed: 'أدخل المبلغ بالصيغة الصحيحة، مثل 1,234.50',
  amountTooManyDecimals: (currency, decimals) =>
    decimals === 0
      ? `مبالغ ${currency} لا تحتوي على كسور عشرية: أدخل عددًا صحيحًا`
      : decimals === 2
        ? 'أدخل رقمين بعد الفاصلة العشرية كحد أقصى'
        : `أدخل ${decimals} أرقام بعد الفاصلة العشرية كحد أقصى`,
  amountTooLarge: 'أدخل مبلغًا أصغر',
  loginLastSuccessful: 'آخر تسجيل دخول ناجح',
  loginLastFailed: 'آخر محاولة دخول فاشلة',
  loginHistory: 'سجل تسجيل الدخول',
  loginIpAddress: 'عنوان IP',
  loginCity: 'المدينة',
  loginCountry: 'الدولة',
  loginDate: 'التاريخ',
  loginTime: 'الوقت',
  loginUtcNote: 'التواريخ والأوقات بالتوقيت العالمي المنسق (UTC).',
  loginNone: 'لم يُسجَّل أي دخول بعد.',
  loginNoneFailed: 'لا توجد محاولة دخول فاشلة.',
  loginFailedAttempt: 'فشل',
  loginHistoryEmpty: 'لا توجد عمليات دخول لعرضها بعد.',
  loginUnknown: 'غير معروف',
  loginMethod: 'طريقة الدخول',
  loginMethodPassword: 'كلمة المرور والرمز',
  loginMethodPasskey: 'مفتاح المرور',
  loginMethodNone: 'لم يتم الدخول',
  sessionTitle: 'ستنتهي جلستك قريبًا',
  sessionEndsIn: (time) => `حفاظًا على أمانك، سيتم تسجيل خروجك بعد ${time}.`,
  sessionKeep: 'البقاء متصلًا',
  sessionLogout: 'تسجيل الخروج',
  // ErrorSummary, CopyButton and RecoveryCodes (issue 7).
  errorSummaryTitle: 'هناك مشكلة',
  copy: 'نسخ',
  copied: 'تم النسخ',
  copiedAnnouncement: 'تم النسخ إلى الحافظة.',
  copyFailed: 'تعذّر النسخ: حدّد النص وانسخه بنفسك.',
  recoveryCodesList: 'رموز الاسترداد',
  recoveryCodesCopy: 'نسخ الرموز',
  recoveryCodesDownload: 'تنزيل الرموز',
  // End of issue 7.
  // Dashboard, transfer and identity-check pieces.
  moneyHidden: 'الرصيد مخفي',
  moneyHiddenNamed: (label) => `${label} مخفي`,
  balanceAvailable: 'المتاح',
  balanceOnHold: 'المحجوز',
  balanceAccount: 'الحساب',
  balanceAccountEnding: (digits) => `ينتهي بـ ${digits}`,
  balanceLoading: 'جارٍ تحميل الرصيد',
  transactionsLoading: 'جارٍ تحميل المعاملات',
  transactionAmount: 'المبلغ',
  copyNamed: (label) => `نسخ ${label}`,
  countdownSecondsLeft: (s) =>
    arCount(s, 'بقيت ثانية واحدة', 'بقيت ثانيتان', `بقيت ${s} ثوانٍ`, `بقيت ${s} ثانية`),
  countdownExpired: 'انتهى الوقت',
  trackerFailed: 'فشلت:',
  trackerReturned: 'مُرتجعة:',
  cameraPreview: 'معاينة الكاميرا',
  cameraStarting: 'جارٍ تشغيل الكاميرا…',
  cameraCapture: 'التقاط الصورة',
  cameraRetake: 'إعادة الالتقاط',
  cameraUse: 'استخدام هذه الصورة',
  cameraCaptured: 'صورتك',
  cameraUploadInstead: 'تحميل صورة بدلًا من ذلك',
  cameraUseCamera: 'استخدام الكاميرا',
  cameraDenied:
    'لا يمكننا استخدام الكاميرا لأن الإذن رُفض. اسمح بالكاميرا في إعدادات المتصفح، أو حمّل صورة بدلًا من ذلك.',
  cameraMissing: 'لم نعثر على كاميرا في هذا الجهاز. حمّل صورة بدلًا من ذلك.',
  cameraUnsupported: 'لا يمكن لهذا المتصفح استخدام الكاميرا. حمّل صورة بدلًا من ذلك.',
  cameraFailed: 'لم تعمل الكاميرا. حاول مرة أخرى، أو حمّل صورة بدلًا من ذلك.',
  cameraCaptureFailed: 'تعذّر التقاط الصورة. حاول مرة أخرى، أو حمّل صورة بدلًا من ذلك.',
  uploadUploading: (percent) => `جارٍ التحميل، ${percent}%`,
  uploadUploaded: 'تم التحميل',
  uploadRejected: 'غير مقبول',
  uploadProgress: (name) => `تحميل ${name}`,
  uploadReplace: 'استبدال',
  uploadReplaceNamed: (name) => `استبدال ${name}`,
  menu: 'القائمة',
  menuNavigation: 'الرئيسية',
  // End of the dashboard pieces.
};

// Helpers of the issue-3 strings (Selectors, Toast, …).
/** "PDF, JPG or PNG" / "PDF أو JPG أو PNG". */

function arSize(bytes: number): string {
  const [value, unit] = sizeParts(bytes);
  return `${value} ${{ B: 'بايت', KB: 'كيلوبايت', MB: 'ميغابايت', GB: 'غيغابايت' }[unit]}`;
}
/** Arabic counted phrase: 1, 2, 3–10 (plural), 11+ (singular accusative). */
function arCount(n: number, one: string, two: string, few: string, many: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  const rest = n % 100;
  return rest >= 3 && rest <= 10 ? few : many;
}

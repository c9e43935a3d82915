/** Every string the UI package itself shows or announces. Apps pass their own through UiProvider. */
export interface UiMessages {
  required: string;
  optional: string;
  errorPrefix: string;
  showPassword: string;
  hidePassword: string;
  loading: string;
  close: string;
  dismiss: string;
  logoLabel: string;
  externalLink: string;

  // Selectors, Toast, Money, StatusBadge, Stepper, Pagination, DescriptionList, FileInput (issue 3).
  // Counted phrases are functions: Arabic has six plural forms.
  /** Name of a combobox's button that opens its list. */
  comboboxShowOptions: string;
  comboboxNoResults: string;
  /** Shown under a combobox the person asked to open while its code loads (it loads on first use). */
  comboboxLoading: string;
  /** The combobox's code could not load (offline, or a new version of the site was released). */
  comboboxLoadFailed: string;
  comboboxResults: (count: number) => string;
  comboboxKeysHint: string;
  comboboxHighlighted: (label: string, position: number, count: number) => string;
  comboboxSelected: (label: string) => string;
  currencyList: string;
  countryList: string;
  nationalityList: string;
  purposeCodeList: string;
  statusPending: string;
  statusProcessing: string;
  statusCompleted: string;
  statusFailed: string;
  statusReturned: string;
  statusAwaitingApproval: string;
  statusApproved: string;
  statusRejected: string;
  statusCancelled: string;
  statusScheduled: string;
  statusExpired: string;
  stepperLabel: string;
  stepOf: (current: number, total: number) => string;
  stepCompleted: string;
  stepUpcoming: string;
  toastRegion: string;
  change: string;
  paginationLabel: string;
  previousPage: string;
  nextPage: string;
  pageNumber: (page: number) => string;
  pageOf: (page: number, total: number) => string;
  loadMore: string;
  fileChoose: string;
  fileChooseMany: string;
  fileDropHint: string;
  fileChosen: string;
  fileRemove: (name: string) => string;
  fileAdded: (name: string) => string;
  fileRemoved: (name: string) => string;
  fileWrongType: (types: readonly string[]) => string;
  fileTooLarge: (maxBytes: number) => string;
  fileTooMany: (max: number) => string;
  fileEmpty: string;
  fileRequirements: (types: readonly string[], maxBytes?: number) => string;
  fileSize: (bytes: number) => string;

  // DateInput, OtpInput, AmountInput, LoginHistoryTables, SessionOverlay (issue 3).
  /** Name of the button that opens DateInput's calendar. */
  dateChoose: string;
  /** Name of the calendar dialog. */
  dateCalendar: string;
  /** Shown in the calendar for the moment its code loads (it loads on first use). */
  dateCalendarLoading: string;
  /** The calendar's code could not load (offline): typing still works. */
  dateCalendarFailed: string;
  datePlaceholder: string;
  dateInvalidFormat: string;
  dateDoesNotExist: string;
  /** A real date that the caller's rule refuses (spec wording). */
  dateDisabled: string;
  dateBeforeMin: (date: string) => string;
  dateAfterMax: (date: string) => string;
  dateMonthDropdown: string;
  dateYearDropdown: string;
  datePreviousMonth: string;
  dateNextMonth: string;
  /** A calendar day's name: "Today, Tuesday 5 March 2024, selected". */
  dateDayLabel: (day: string, today: boolean, selected: boolean) => string;
  otpDescription: (length: number) => string;
  otpDigitsOnly: string;
  otpCancel: string;
  amountInvalidCharacters: string;
  amountNegative: string;
  amountMalformed: string;
  amountTooManyDecimals: (currency: string, decimals: number) => string;
  amountTooLarge: string;
  loginLastSuccessful: string;
  loginLastFailed: string;
  loginHistory: string;
  loginIpAddress: string;
  loginCity: string;
  loginCountry: string;
  loginDate: string;
  loginTime: string;
  loginUtcNote: string;
  loginNone: string;
  /** The empty Last Failed Login table. */
  loginNoneFailed: string;
  /** The badge on a failed attempt in the login history. */
  loginFailedAttempt: string;
  loginHistoryEmpty: string;
  loginUnknown: string;
  sessionTitle: string;
  sessionEndsIn: (time: string) => string;
  sessionKeep: string;
  sessionLogout: string;
  // ErrorSummary, CopyButton and RecoveryCodes (issue 7).
  /** The error summary's heading (GOV.UK wording). */
  errorSummaryTitle: string;
  copy: string;
  copied: string;
  copiedAnnouncement: string;
  copyFailed: string;
  recoveryCodesList: string;
  recoveryCodesCopy: string;
  recoveryCodesDownload: string;
  // End of issue 7.
  // Dashboard, transfer and identity-check pieces (Money masked, BalanceCard, TransactionList,
  // CopyableField, Countdown, StatusTracker, CameraCapture, DocumentTile, NavDrawer).
  /** What a screen reader hears for a masked amount. */
  moneyHidden: string;
  /** A masked amount with its name: "Available balance hidden". */
  moneyHiddenNamed: (label: string) => string;
  balanceAvailable: string;
  balanceOnHold: string;
  balanceAccount: string;
  /** A masked account number for screen readers: "ending in 1234". */
  balanceAccountEnding: (digits: string) => string;
  balanceLoading: string;
  transactionsLoading: string;
  /** Names a transaction's masked amount: "Amount hidden". */
  transactionAmount: string;
  /** Names the copy button of a field: "Copy IBAN". */
  copyNamed: (label: string) => string;
  countdownSecondsLeft: (seconds: number) => string;
  countdownExpired: string;
  trackerFailed: string;
  trackerReturned: string;
  cameraPreview: string;
  cameraStarting: string;
  cameraCapture: string;
  cameraRetake: string;
  cameraUse: string;
  cameraCaptured: string;
  cameraUploadInstead: string;
  cameraUseCamera: string;
  cameraDenied: string;
  cameraMissing: string;
  cameraUnsupported: string;
  cameraFailed: string;
  cameraCaptureFailed: string;
  uploadUploading: (percent: number) => string;
  uploadUploaded: string;
  uploadRejected: string;
  uploadProgress: (name: string) => string;
  uploadReplace: string;
  uploadReplaceNamed: (name: string) => string;
  menu: string;
  menuNavigation: string;
  // End of the dashboard pieces.
}

export const enMessages: UiMessages = {
  required: 'required',
  optional: '(Optional)',
  errorPrefix: 'Error:',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: 'Loading',
  close: 'Close',
  dismiss: 'Dismiss',
  logoLabel: 'Bank',
  externalLink: '(opens in a new tab)',

  // Selectors, Toast, Money, StatusBadge, Stepper, Pagination, DescriptionList, FileInput (issue 3).
  comboboxShowOptions: 'Show options',
  comboboxNoResults: 'No results.',
  comboboxLoading: 'Loading the options…',
  comboboxLoadFailed: 'The options could not be loaded. Check your connection and reload the page.',
  comboboxResults: (n) => (n === 1 ? '1 result available.' : `${n} results available.`),
  comboboxKeysHint: 'Use up and down arrow keys to move, Enter to choose.',
  comboboxHighlighted: (label, position, count) => `${label}, ${position} of ${count}.`,
  comboboxSelected: (label) => `${label}, selected.`,
  currencyList: 'Currencies',
  countryList: 'Countries',
  nationalityList: 'Nationalities',
  purposeCodeList: 'Purposes of payment',
  statusPending: 'Pending',
  statusProcessing: 'Processing',
  statusCompleted: 'Completed',
  statusFailed: 'Failed',
  statusReturned: 'Returned',
  statusAwaitingApproval: 'Awaiting approval',
  statusApproved: 'Approved',
  statusRejected: 'Rejected',
  statusCancelled: 'Cancelled',
  statusScheduled: 'Scheduled',
  statusExpired: 'Expired',
  stepperLabel: 'Progress',
  stepOf: (current, total) => `Step ${current} of ${total}`,
  stepCompleted: 'Completed:',
  stepUpcoming: 'Not started:',
  toastRegion: 'Notifications',
  change: 'Change',
  paginationLabel: 'Pagination',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageNumber: (page) => `Page ${page}`,
  pageOf: (page, total) => `Page ${page} of ${total}`,
  loadMore: 'Load more',
  fileChoose: 'Choose a file',
  fileChooseMany: 'Choose files',
  fileDropHint: 'or drag and drop here',
  fileChosen: 'Chosen files',
  fileRemove: (name) => `Remove ${name}`,
  fileAdded: (name) => `${name} added.`,
  fileRemoved: (name) => `${name} removed.`,
  fileWrongType: (types) => `The file must be a ${orList(types, 'or')}`,
  fileTooLarge: (max) => `The file must be smaller than ${enSize(max)}`,
  fileTooMany: (max) => (max === 1 ? 'Choose only 1 file' : `Choose up to ${max} files`),
  fileEmpty: 'The file is empty',
  fileRequirements: (types, max) =>
    `${orList(types, 'or')}${max ? `, smaller than ${enSize(max)}` : ''}`,
  fileSize: (bytes) => enSize(bytes),

  // DateInput, OtpInput, AmountInput, LoginHistoryTables, SessionOverlay (issue 3).
  dateChoose: 'Choose date',
  dateCalendar: 'Calendar',
  dateCalendarLoading: 'Loading the calendar…',
  dateCalendarFailed: 'The calendar could not be loaded. Type the date as DD-MM-YYYY instead.',
  datePlaceholder: 'DD-MM-YYYY',
  dateInvalidFormat: 'Enter the date as DD-MM-YYYY, for example 27-03-2007',
  dateDoesNotExist: 'This date does not exist: check the day and the month',
  dateDisabled: "You can't select this date.",
  dateBeforeMin: (date) => `Enter a date on or after ${date}`,
  dateAfterMax: (date) => `Enter a date on or before ${date}`,
  dateMonthDropdown: 'Choose the month',
  dateYearDropdown: 'Choose the year',
  datePreviousMonth: 'Previous month',
  dateNextMonth: 'Next month',
  dateDayLabel: (day, today, selected) =>
    `${today ? 'Today, ' : ''}${day}${selected ? ', selected' : ''}`,
  otpDescription: (length) => `Enter the ${length}-digit code`,
  otpDigitsOnly: 'The code can only contain digits',
  otpCancel: 'Cancel',
  amountInvalidCharacters: 'Enter the amount in numbers only, like 1,234.50',
  amountNegative: 'Enter the amount without a minus sign',
  amountMalformed: 'Enter the amount in the right format, like 1,234.50',
  amountTooManyDecimals: (currency, decimals) =>
    decimals === 0
      ? `${currency} amounts have no decimal places: enter a whole number`
      : `Enter at most ${decimals} digits after the decimal point`,
  amountTooLarge: 'Enter a smaller amount',
  loginLastSuccessful: 'Last Successful Login',
  loginLastFailed: 'Last Failed Login',
  loginHistory: 'Login History',
  loginIpAddress: 'IP Address',
  loginCity: 'City',
  loginCountry: 'Country',
  loginDate: 'Date',
  loginTime: 'Time',
  loginUtcNote: 'Dates and times are in UTC.',
  loginNone: 'No login recorded yet.',
  loginNoneFailed: 'No failed login.',
  loginFailedAttempt: 'Failed',
  loginHistoryEmpty: 'No logins to show yet.',
  loginUnknown: 'Unknown',
  sessionTitle: 'Your session is about to end',
  sessionEndsIn: (time) => `For your security, you will be logged out in ${time}.`,
  sessionKeep: 'Stay logged in',
  sessionLogout: 'Log out',
  // ErrorSummary, CopyButton and RecoveryCodes (issue 7).
  errorSummaryTitle: 'There is a problem',
  copy: 'Copy',
  copied: 'Copied',
  copiedAnnouncement: 'Copied to the clipboard.',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
  recoveryCodesList: 'Recovery codes',
  recoveryCodesCopy: 'Copy the codes',
  recoveryCodesDownload: 'Download the codes',
  // End of issue 7.
  // Dashboard, transfer and identity-check pieces.
  moneyHidden: 'Balance hidden',
  moneyHiddenNamed: (label) => `${label} hidden`,
  balanceAvailable: 'Available',
  balanceOnHold: 'On hold',
  balanceAccount: 'Account',
  balanceAccountEnding: (digits) => `ending in ${digits}`,
  balanceLoading: 'Loading balance',
  transactionsLoading: 'Loading transactions',
  transactionAmount: 'Amount',
  copyNamed: (label) => `Copy ${label}`,
  countdownSecondsLeft: (s) => (s === 1 ? '1 second left' : `${s} seconds left`),
  countdownExpired: 'Time is up',
  trackerFailed: 'Failed:',
  trackerReturned: 'Returned:',
  cameraPreview: 'Camera preview',
  cameraStarting: 'Starting the camera…',
  cameraCapture: 'Take photo',
  cameraRetake: 'Retake',
  cameraUse: 'Use this photo',
  cameraCaptured: 'Your photo',
  cameraUploadInstead: 'Upload a photo instead',
  cameraUseCamera: 'Use the camera',
  cameraDenied:
    'We can’t use your camera because permission was refused. Allow the camera in your browser’s settings, or upload a photo instead.',
  cameraMissing: 'We can’t find a camera on this device. Upload a photo instead.',
  cameraUnsupported: 'This browser can’t use the camera. Upload a photo instead.',
  cameraFailed: 'The camera didn’t start. Try again, or upload a photo instead.',
  cameraCaptureFailed: 'We couldn’t take the photo. Try again, or upload a photo instead.',
  uploadUploading: (percent) => `Uploading, ${percent}%`,
  uploadUploaded: 'Uploaded',
  uploadRejected: 'Not accepted',
  uploadProgress: (name) => `Upload of ${name}`,
  uploadReplace: 'Replace',
  uploadReplaceNamed: (name) => `Replace ${name}`,
  menu: 'Menu',
  menuNavigation: 'Main',
  // End of the dashboard pieces.
};

/** "a, b or c" (English); Arabic passes its own word and joins with it. */
export function orList(items: readonly string[], or: string): string {
  if (or !== 'or') return items.join(` ${or} `);
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`;
}
/** A file size as a number and its unit (1024-based, one decimal when not whole). */
export function sizeParts(bytes: number): [string, 'B' | 'KB' | 'MB' | 'GB'] {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const text =
    unit === 0 || Number.isInteger(value)
      ? String(Math.round(value))
      : value.toFixed(1).replace(/\.0$/, '');
  return [text, units[unit] as 'B' | 'KB' | 'MB' | 'GB'];
}
function enSize(bytes: number): string {
  const [value, unit] = sizeParts(bytes);
  return `${value} ${unit === 'B' ? (value === '1' ? 'byte' : 'bytes') : unit}`;
}

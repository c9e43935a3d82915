import { alertEn } from '../components/Alert/Alert.messages';
import { amountInputEn } from '../components/AmountInput/AmountInput.messages';
import { balanceCardEn } from '../components/BalanceCard/BalanceCard.messages';
import { cameraCaptureEn } from '../components/CameraCapture/CameraCapture.messages';
import { comboboxControlEn } from '../components/Combobox/ComboboxControl.messages';
import { comboboxStandInEn } from '../components/Combobox/ComboboxStandIn.messages';
import { copyButtonEn } from '../components/CopyButton/CopyButton.messages';
import { copyableFieldEn } from '../components/CopyableField/CopyableField.messages';
import { countdownEn } from '../components/Countdown/Countdown.messages';
import { countrySelectEn } from '../components/CountrySelect/CountrySelect.messages';
import { currencySelectEn } from '../components/CurrencySelect/CurrencySelect.messages';
import { calendarEn } from '../components/DateInput/Calendar.messages';
import { calendarSlotEn } from '../components/DateInput/CalendarSlot.messages';
import { dateInputEn } from '../components/DateInput/DateInput.messages';
import { descriptionListEn } from '../components/DescriptionList/DescriptionList.messages';
import { dialogEn } from '../components/Dialog/Dialog.messages';
import { documentTileEn } from '../components/DocumentTile/DocumentTile.messages';
import { errorSummaryEn } from '../components/ErrorSummary/ErrorSummary.messages';
import { fileInputEn } from '../components/FileInput/FileInput.messages';
import { fieldLabelEn } from '../components/FormField/FieldLabel.messages';
import { fieldMessagesEn } from '../components/FormField/FieldMessages.messages';
import { fullScreenLoaderEn } from '../components/FullScreenLoader/FullScreenLoader.messages';
import { linkEn } from '../components/Link/Link.messages';
import { loginHistoryTablesEn } from '../components/LoginHistoryTables/LoginHistoryTables.messages';
import { logoEn } from '../components/Logo/Logo.messages';
import { moneyEn } from '../components/Money/Money.messages';
import { nationalitySelectEn } from '../components/NationalitySelect/NationalitySelect.messages';
import { navDrawerEn } from '../components/NavDrawer/NavDrawer.messages';
import { otpInputEn } from '../components/OtpInput/OtpInput.messages';
import { paginationEn } from '../components/Pagination/Pagination.messages';
import { passwordInputEn } from '../components/PasswordInput/PasswordInput.messages';
import { purposeCodeSelectEn } from '../components/PurposeCodeSelect/PurposeCodeSelect.messages';
import { recoveryCodesEn } from '../components/RecoveryCodes/RecoveryCodes.messages';
import { sessionOverlayEn } from '../components/SessionOverlay/SessionOverlay.messages';
import { skeletonEn } from '../components/Skeleton/Skeleton.messages';
import { statusBadgeEn } from '../components/StatusBadge/StatusBadge.messages';
import { statusTrackerEn } from '../components/StatusTracker/StatusTracker.messages';
import { stepperEn } from '../components/Stepper/Stepper.messages';
import { tableEn } from '../components/Table/Table.messages';
import { toastEn } from '../components/Toast/Toast.messages';
import { transactionListEn } from '../components/TransactionList/TransactionList.messages';
import { transactionRowEn } from '../components/TransactionList/TransactionRow.messages';

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
  /** The column of how a login was made. */
  loginMethod: string;
  /** A login with the password and a second-factor code (SMS, WhatsApp, authenticator app). */
  loginMethodPassword: string;
  /** A login with a passkey (as the second step, or alone). */
  loginMethodPasskey: string;
  /** Read (not shown) in the method cell of a failed attempt: no login was made. */
  loginMethodNone: string;
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

/**
 * Every English string, for `useUi()`, apps that pass or translate the whole set, and tests. Each
 * component imports only its own (`<Component>.messages.ts`, the shared words in `shared.messages.ts`),
 * so a page pays for the words of the components it draws, not for these.
 */
export const enMessages: UiMessages = {
  ...alertEn,
  ...amountInputEn,
  ...balanceCardEn,
  ...cameraCaptureEn,
  ...comboboxControlEn,
  ...comboboxStandInEn,
  ...copyButtonEn,
  ...copyableFieldEn,
  ...countdownEn,
  ...countrySelectEn,
  ...currencySelectEn,
  ...calendarEn,
  ...calendarSlotEn,
  ...dateInputEn,
  ...descriptionListEn,
  ...dialogEn,
  ...documentTileEn,
  ...errorSummaryEn,
  ...fileInputEn,
  ...fieldLabelEn,
  ...fieldMessagesEn,
  ...fullScreenLoaderEn,
  ...linkEn,
  ...loginHistoryTablesEn,
  ...logoEn,
  ...moneyEn,
  ...nationalitySelectEn,
  ...navDrawerEn,
  ...otpInputEn,
  ...paginationEn,
  ...passwordInputEn,
  ...purposeCodeSelectEn,
  ...recoveryCodesEn,
  ...sessionOverlayEn,
  ...skeletonEn,
  ...statusBadgeEn,
  ...statusTrackerEn,
  ...stepperEn,
  ...tableEn,
  ...toastEn,
  ...transactionListEn,
  ...transactionRowEn,
};

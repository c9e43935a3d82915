import type { ColumnType, Generated } from 'kysely';

// Row types of the tables (see migrations.ts). Timestamps are always written from the injectable
// clock, never from the database's now(), so expiry is testable and both engines agree.
export interface CompaniesTable {
  id: string;
  name: string;
  created_at: Date;
  /** The establishment's 13-digit id at the Ministry of Human Resources and Emiratisation (WPS). */
  wps_employer_id: Generated<string | null>;
}

export interface CustomersTable {
  id: string;
  email: string;
  email_normalized: string;
  email_verified_at: Date | null;
  password_hash: string;
  password_changed_at: Date;
  user_type: 'individual' | 'corporate';
  customer_type: 'viewer' | 'preparer' | 'approver' | 'admin' | null;
  company_id: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  country_of_residence: string | null;
  phone: string | null;
  phone_verified_at: Date | null;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: number | null;
  totp_pending_secret: string | null;
  totp_pending_attempts: number;
  otp_channel: 'sms' | 'whatsapp' | null;
  mfa_required: boolean;
  created_at: Date;
  updated_at: Date;
  kyc_status: Generated<'not_started' | 'pending' | 'approved' | 'rejected'>;
  disabled_at: Generated<Date | null>;
  invited_at: Generated<Date | null>;
  invited_by: Generated<string | null>;
  /** JSON of the residential address (kyc addressSchema). */
  address: Generated<string | null>;
  occupation: Generated<string | null>;
  /** The accepted versions of the terms and of the privacy policy and when (0008); null: not recorded. */
  terms_version: Generated<string | null>;
  terms_accepted_at: Generated<Date | null>;
  privacy_version: Generated<string | null>;
  privacy_accepted_at: Generated<Date | null>;
}

export interface LoginThrottleTable {
  subject: string;
  failures: number;
  last_failure_at: Date;
  locked_until: Date | null;
}

export interface SessionsTable {
  id: string;
  customer_id: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  user_agent: string | null;
  device: string;
  ip: string;
  city: string;
  country: string;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface AuthChallengesTable {
  id: string;
  customer_id: string;
  token_hash: string;
  purpose: 'mfa' | 'update';
  enrollment: boolean;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  attempts: number;
}

export interface OneTimeCodesTable {
  id: string;
  purpose: string;
  subject: string;
  channel: 'sms' | 'whatsapp' | 'email';
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: number;
  used_at: Date | null;
}

export interface RecoveryCodesTable {
  id: string;
  customer_id: string;
  code_hash: string;
  created_at: Date;
  used_at: Date | null;
}

export interface RegistrationsTable {
  id: string;
  token_hash: string;
  user_type: 'individual' | 'corporate';
  email: string;
  email_normalized: string;
  corporate_email_verified_at: Date | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  country_of_residence: string | null;
  phone: string | null;
  company_name: string | null;
  phone_verified_at: Date | null;
  otp_channel: 'sms' | 'whatsapp' | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  customer_id: string | null;
}

export interface LinkTokensTable {
  id: string;
  purpose: 'password_reset' | 'email_verify';
  customer_id: string;
  email: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface LoginEventsTable {
  id: string;
  customer_id: string;
  success: boolean;
  reason: string | null;
  ip: string;
  city: string;
  country: string;
  user_agent: string | null;
  created_at: Date;
  /** How a successful login was made (0013); null before 0013 and for failures. */
  method: 'password' | 'passkey' | null;
}

export interface AuditLogTable {
  id: string;
  event: string;
  customer_id: string | null;
  ip: string | null;
  details: string;
  created_at: Date;
}

export interface OutboxTable {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface CaptchaUsedTable {
  signature: string;
  expires_at: Date;
}

/** bigint columns: read as bigint (both drivers parse int8 so, see db/index.ts), written as bigint. */
export type Int8 = bigint;
export type Int8Default = ColumnType<bigint, bigint | undefined, bigint>;
/** A jsonb column: read as the value, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;

export interface AccountsTable {
  id: string;
  kind: 'wallet' | 'bank';
  owner_id: string | null;
  owner_type: 'customer' | 'company' | null;
  bank_role: 'fees' | 'fx' | 'settlement' | 'suspense' | 'card_clearing' | 'custody' | null;
  currency: string;
  asset_kind: 'fiat' | 'crypto';
  account_number: string | null;
  iban: string | null;
  balance: Int8Default;
  on_hold: Int8Default;
  created_at: Date;
}

export interface FxRatesTable {
  currency: string;
  per_usd: string;
  source: string;
  updated_at: Date;
}

export interface QuotesTable {
  id: string;
  kind: 'fx' | 'topup_card';
  owner_id: string;
  customer_id: string;
  wallet_id: string | null;
  from_currency: string;
  to_currency: string;
  sell: Int8;
  buy: Int8;
  fee: Int8;
  rate: string;
  mid_rate: string;
  spread_bps: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface BeneficiariesTable {
  id: string;
  owner_id: string;
  kind: 'internal' | 'external';
  nickname: string | null;
  name: string;
  currency: string;
  account_number: string | null;
  iban: string | null;
  bic: string | null;
  bank_name: string | null;
  bank_address: string | null;
  country: string | null;
  address: string | null;
  target_account_id: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export type TransactionType =
  | 'topup_card'
  | 'topup_bank_transfer'
  | 'internal_transfer'
  | 'external_transfer'
  | 'conversion'
  | 'crypto_deposit'
  | 'crypto_conversion';
export type TransactionStatus =
  | 'awaiting_confirmation'
  | 'awaiting_approval'
  | 'pending'
  | 'processing'
  | 'completed'
  | 'failed'
  | 'returned'
  | 'rejected'
  | 'expired';

export interface TransactionsTable {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  owner_id: string;
  created_by: string | null;
  counterparty_owner_id: string | null;
  from_account_id: string | null;
  to_account_id: string | null;
  currency: string;
  amount: Int8;
  fee: Int8Default;
  hold: Int8Default;
  dest_currency: string | null;
  dest_amount: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  rate: string | null;
  quote_id: string | null;
  beneficiary_id: string | null;
  purpose_code: string | null;
  charges: 'OUR' | 'SHA' | 'BEN' | null;
  reference: string | null;
  external_ref: string | null;
  /** JSON text: counterparty, sender, card, crypto, beneficiary snapshots. */
  details: string;
  /** JSON text: [{ status, at }]. */
  history: string;
  approved_by: string | null;
  rejected_by: string | null;
  rejection_reason: string | null;
  failure_reason: string | null;
  confirm_by: Date | null;
  created_at: Date;
  updated_at: Date;
  status_changed_at: Date;
  completed_at: Date | null;
  /**
   * What the history's `q` matches, as the holder who made it sees it (id, reference, purpose code,
   * details.counterparty) and as the one who received it does (details.sender instead): written by
   * the trigger of migration 0007 on every insert and update, never by the app.
   */
  search_made: ColumnType<string, never, never>;
  search_received: ColumnType<string, never, never>;
  /**
   * The short reference people read and search (`SB-7KQ2-9F4M`): given by the trigger of
   * migration 0011 on insert, or by the app where it answers before inserting (src/money/refs.ts).
   */
  ref: ColumnType<string, string | undefined, never>;
}

export interface JournalsTable {
  id: string;
  transaction_id: string;
  kind: string;
  created_at: Date;
}

export interface PostingsTable {
  journal_id: string;
  line: number;
  account_id: string;
  currency: string;
  amount: Int8;
  created_at: Date;
}

export interface IdempotencyKeysTable {
  customer_id: string;
  key: string;
  call: string;
  request_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: Date;
}

export interface LimitUsageTable {
  owner_id: string;
  kind: string;
  period: string;
  used: Int8;
}

export interface CardPaymentsTable {
  id: string;
  reference: string;
  amount: Int8;
  currency: string;
  brand: string;
  last4: string;
  fingerprint: string;
  status: 'declined' | 'authorised' | 'captured' | 'settled';
  decline_code: string | null;
  created_at: Date;
  captured_at: Date | null;
  settled_at: Date | null;
}

export interface CryptoAddressesTable {
  id: string;
  wallet_id: string;
  asset: string;
  network: string;
  address: string;
  memo: string | null;
  created_at: Date;
}

export type KycStateColumn =
  'in_progress' | 'submitted' | 'under_review' | 'approved' | 'rejected' | 'resubmission';

export interface KycSubmissionsTable {
  id: string;
  kind: 'individual' | 'corporate';
  /** The individual, or the corporate administrator who started it (whose own KYC it carries). */
  customer_id: string;
  company_id: string | null;
  state: KycStateColumn;
  round: Generated<number>;
  /** JSON drafts of each section. */
  personal: string | null;
  company: string | null;
  authorised_person: string | null;
  /** JSON [{ item, reason }] of the latest rejection. */
  rejection: string | null;
  /** JSON [item] changed since the latest rejection. */
  fixed: Generated<string>;
  submitted_at: Date | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface KycShareholdersTable {
  id: string;
  seq: Generated<bigint>;
  submission_id: string;
  name: string;
  nationality: string;
  share_bps: number;
  created_at: Date;
  updated_at: Date;
}

export interface KycDocumentsTable {
  id: string;
  seq: Generated<bigint>;
  submission_id: string;
  document_type: string;
  shareholder_id: string | null;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size_bytes: number;
  sha256: string;
  file_name: string | null;
  width: number | null;
  height: number | null;
  content: Buffer;
  round: number;
  uploaded_by: string;
  created_at: Date;
  replaced_at: Date | null;
}

export interface KycEventsTable {
  id: string;
  seq: Generated<bigint>;
  submission_id: string;
  from_state: string;
  to_state: string;
  actor_type: 'customer' | 'operations' | 'auto_review';
  actor_id: string | null;
  actor_name: string;
  /** JSON [{ item, reason }]. */
  reasons: string;
  created_at: Date;
}

export interface ContactChangesTable {
  id: string;
  customer_id: string;
  kind: 'email' | 'phone';
  value: string;
  value_normalized: string;
  channel: 'email' | 'sms' | 'whatsapp';
  code_verified_at: Date | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  cancelled_at: Date | null;
}

/** A replaced password's hash: a reset may not go back to one of the last few. */
export interface PasswordHistoryTable {
  id: string;
  customer_id: string;
  password_hash: string;
  replaced_at: Date;
}

export interface CustomerSettingsTable {
  customer_id: string;
  language: 'en' | 'ar' | null;
  theme: 'system' | 'light' | 'dark' | 'high_contrast';
  /** JSON of the notification preferences. */
  notifications: string;
  updated_at: Date;
}

/** A change made to a company's user by one of its administrators (0012): a role, a disable, an enable. */
export interface SubaccountChangesTable {
  id: string;
  company_id: string;
  changed_by: string;
  customer_id: string;
  change: 'role' | 'disable' | 'enable';
  /** The roles before and after a change of role; null for a disable or an enable. */
  from_role: 'viewer' | 'preparer' | 'approver' | 'admin' | null;
  to_role: 'viewer' | 'preparer' | 'approver' | 'admin' | null;
  created_at: Date;
}

/** A customer's passkey (WebAuthn credential, 0013). */
export interface PasskeysTable {
  id: string;
  customer_id: string;
  /** The credential id, base64url. */
  credential_id: string;
  /** The COSE public key. */
  public_key: Uint8Array;
  /** The authenticator's signature counter (0 for authenticators that keep none). */
  counter: Int8Default;
  /** The transports the authenticator named, comma-separated ('' when none). */
  transports: ColumnType<string, string | undefined, string>;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** A WebAuthn ceremony the server started (0013): single use, short-lived. */
export interface PasskeyChallengesTable {
  id: string;
  /** The customer it is for; null for a sign-in with a passkey alone (the passkey names them). */
  customer_id: string | null;
  purpose: 'register' | 'login' | 'approve';
  /** The challenge, base64url, as the browser signs it. */
  challenge: string;
  /** An approval's action and the id of what it approves, and the digest's inputs (JSON). */
  action: string | null;
  subject: string | null;
  digest_input: string | null;
  /** A login's second step: the password step it completes. */
  mfa_challenge_id: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** A session's step-up for one kind of risky change (0014). */
export interface StepUpGrantsTable {
  session_id: string;
  action: string;
  /** add_beneficiary: the digest of the payee confirmed; '' for the other kinds. */
  subject: string;
  method: 'passkey' | 'code';
  granted_at: Date;
  expires_at: Date;
}

export interface ProxiesTable {
  id: string;
  customer_id: string;
  kind: 'mobile' | 'email';
  /** E.164 for a mobile number, the lower-case address for an e-mail. */
  value: string;
  account_id: string;
  status: 'pending' | 'active';
  created_at: Date;
  activated_at: Date | null;
}

export interface ProxyLookupsTable {
  id: string;
  customer_id: string;
  /** SHA-256 of the normalised proxy: a look-up is logged without the number or address in clear. */
  proxy_digest: string;
  found: boolean;
  at: Date;
}

export type NotificationKind =
  | 'money_in'
  | 'transfer_status'
  | 'approval_waiting'
  | 'approval_decided'
  | 'scheduled_run_failed'
  | 'request_paid'
  | 'request_received'
  | 'request_declined'
  | 'security_alert';

export interface NotificationsTable {
  id: string;
  customer_id: string;
  /** The customer's own counter (1, 2, …): the server-sent event's id. */
  seq: Int8;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the app to open (e.g. /transactions/…); null: none. */
  link: string | null;
  transaction_id: string | null;
  /** Recording the same event again (a retry) is a no-op: unique per customer. */
  dedupe_key: string | null;
  created_at: Date;
  read_at: Date | null;
}

export interface NotificationTicketsTable {
  /** SHA-256 of the single-use stream ticket (never stored in clear). */
  token_hash: string;
  customer_id: string;
  session_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** A scheduled or recurring transfer (issue 27); dates are Asia/Dubai calendar dates, YYYY-MM-DD. */
export interface StandingOrdersTable {
  id: string;
  owner_id: string;
  created_by: string;
  approved_by: string | null;
  approved_at: Date | null;
  kind: 'internal' | 'instant' | 'external';
  /** The transfer's body without its idempotency key and amount. */
  body: ColumnType<Record<string, unknown>, string, string>;
  from_account_id: string;
  amount: bigint;
  currency: string;
  frequency: 'once' | 'weekly' | 'monthly' | 'last_day';
  /** ISO weekday (1 Monday … 7 Sunday) for weekly, day of the month for monthly; else null. */
  day: number | null;
  start_date: string;
  end_kind: 'never' | 'until' | 'count';
  end_date: string | null;
  max_runs: number | null;
  status:
    'awaiting_confirmation' | 'active' | 'paused' | 'cancelled' | 'finished' | 'awaiting_approval';
  next_run_date: string | null;
  runs_made: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

/** One run of a standing order: (order, date) is the claim that makes it happen once. */
export interface StandingOrderRunsTable {
  order_id: string;
  run_date: string;
  status: 'pending' | 'completed' | 'failed' | 'skipped';
  amount: bigint | null;
  transaction_id: string | null;
  error_code: string | null;
  error_message: string | null;
  job_id: string | null;
  claimed_at: Date;
  finished_at: Date | null;
}

export interface MoneyRequestsTable {
  id: string;
  requester_id: string;
  /** The requester's wallet the money goes to. */
  account_id: string;
  amount: Int8;
  currency: string;
  note: string | null;
  channel: 'proxy' | 'link';
  /** proxy: the contact asked, and their number or address as the requester typed it (normalised). */
  payer_id: string | null;
  payer_proxy: string | null;
  /** link: the pay link's token. */
  token: string | null;
  status: 'open' | 'paying' | 'paid' | 'declined' | 'cancelled';
  /** paying: the payer holding the claim, since when. */
  paying_by: string | null;
  paying_since: Date | null;
  /** The claim's idempotency key: the same payer's retry with it answers the first result. */
  paying_key: string | null;
  paid_by: string | null;
  transaction_id: string | null;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
}

/** A company's approval rules in force (issue 28); none: the bank's default. */
export interface ApprovalPoliciesTable {
  company_id: string;
  version: number;
  /** The contract's ApprovalPolicy (AED fils as strings of digits). */
  policy: Json<StoredApprovalPolicy>;
  updated_by: string | null;
  updated_at: Date;
}

export interface StoredApprovalPolicy {
  rules: {
    name: string;
    kinds: string[];
    min_amount_minor: string;
    max_amount_minor: string | null;
    steps: { roles: ('approver' | 'admin')[]; customer_ids: string[] }[];
  }[];
  approver_limits: {
    customer_id: string;
    per_payment_minor: string | null;
    daily_minor: string | null;
  }[];
  self_approval_below_minor: string | null;
}

export interface ApprovalRuleChangesTable {
  id: string;
  company_id: string;
  base_version: number;
  policy: Json<StoredApprovalPolicy>;
  summary: Json<string[]>;
  status: 'pending' | 'applied' | 'rejected' | 'withdrawn' | 'superseded';
  proposed_by: string;
  proposed_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  reason: string | null;
}

/** One approval of a path: any of the roles, or one of the people. */
export interface StoredApprovalStep {
  roles: ('approver' | 'admin')[];
  customer_ids: string[];
}

export interface ApprovalPathsTable {
  subject_type: 'transaction' | 'standing_order' | 'batch';
  subject_id: string;
  company_id: string;
  kind: string;
  rule_index: number | null;
  rule_name: string | null;
  reason: string;
  /** AED fils at the mid rate when submitted. */
  aed_value: Int8;
  steps: Json<StoredApprovalStep[]>;
  prepared_by: string;
  created_at: Date;
}

export interface ApprovalDecisionsTable {
  subject_type: 'transaction' | 'standing_order' | 'batch';
  subject_id: string;
  step: number;
  approver_id: string;
  self_approved: Generated<boolean>;
  aed_value: Int8;
  decided_at: Date;
}

/** A company's batch of payments (issue 28): a file of payments or a payroll month. */
export interface BulkBatchesTable {
  id: string;
  company_id: string;
  kind: 'bulk_payment' | 'payroll';
  name: string;
  file_name: string | null;
  status: 'draft' | 'awaiting_approval' | 'processing' | 'done' | 'rejected' | 'cancelled';
  created_by: string;
  created_at: Date;
  submitted_at: Date | null;
  decided_by: string | null;
  decided_at: Date | null;
  rejection_reason: string | null;
  updated_at: Date;
}

export interface StoredBulkProblem {
  field: 'name' | 'iban' | 'bic' | 'amount' | 'currency' | 'purpose_code' | 'reference';
  code: string;
  values: Record<string, string | number>;
  message: string;
}

export interface BulkRowsTable {
  batch_id: string;
  line: number;
  /** The row as the file (or the fix) said it, every cell as text. */
  input: Json<
    Record<'name' | 'iban' | 'bic' | 'amount' | 'currency' | 'purpose_code' | 'reference', string>
  >;
  name: string;
  iban: string;
  bic: string | null;
  country: string | null;
  currency: string;
  /** Minor units of the currency; null when the amount does not read. */
  amount: Int8 | null;
  fee: Int8 | null;
  purpose_code: string | null;
  reference: string | null;
  own_bank: boolean;
  to_account_id: string | null;
  beneficiary_id: string | null;
  problems: Json<StoredBulkProblem[]>;
  status: 'invalid' | 'ready' | 'failed' | 'sent' | 'removed';
  transaction_id: string | null;
  failure_reason: string | null;
}

/** A company's employee on its payroll (issue 28, WPS). */
export interface EmployeesTable {
  id: string;
  company_id: string;
  name: string;
  /** The 14-digit person id of the labour card (zero-padded). */
  person_id: string;
  iban: string;
  routing_code: string;
  /** AED fils a month. */
  fixed_salary: Int8;
  active: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
}

export interface PayrollRunsTable {
  id: string;
  company_id: string;
  /** YYYY-MM. */
  month: string;
  batch_id: string;
  created_by: string;
  created_at: Date;
}

export interface PayrollLinesTable {
  run_id: string;
  employee_id: string;
  /** The batch's row paying it. */
  line: number;
  name: string;
  person_id: string;
  iban: string;
  routing_code: string;
  fixed: Int8;
  variable: Int8;
  leave_days: number;
}

export interface Database {
  companies: CompaniesTable;
  customers: CustomersTable;
  login_throttle: LoginThrottleTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  auth_challenges: AuthChallengesTable;
  one_time_codes: OneTimeCodesTable;
  recovery_codes: RecoveryCodesTable;
  registrations: RegistrationsTable;
  link_tokens: LinkTokensTable;
  login_events: LoginEventsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  captcha_used: CaptchaUsedTable;
  accounts: AccountsTable;
  fx_rates: FxRatesTable;
  quotes: QuotesTable;
  beneficiaries: BeneficiariesTable;
  transactions: TransactionsTable;
  journals: JournalsTable;
  postings: PostingsTable;
  idempotency_keys: IdempotencyKeysTable;
  limit_usage: LimitUsageTable;
  card_payments: CardPaymentsTable;
  crypto_addresses: CryptoAddressesTable;
  kyc_submissions: KycSubmissionsTable;
  kyc_shareholders: KycShareholdersTable;
  kyc_documents: KycDocumentsTable;
  kyc_events: KycEventsTable;
  contact_changes: ContactChangesTable;
  customer_settings: CustomerSettingsTable;
  password_history: PasswordHistoryTable;
  subaccount_changes: SubaccountChangesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  step_up_grants: StepUpGrantsTable;
  proxies: ProxiesTable;
  proxy_lookups: ProxyLookupsTable;
  notifications: NotificationsTable;
  notification_tickets: NotificationTicketsTable;
  standing_orders: StandingOrdersTable;
  money_requests: MoneyRequestsTable;
  standing_order_runs: StandingOrderRunsTable;
  approval_policies: ApprovalPoliciesTable;
  approval_rule_changes: ApprovalRuleChangesTable;
  approval_paths: ApprovalPathsTable;
  approval_decisions: ApprovalDecisionsTable;
  bulk_batches: BulkBatchesTable;
  bulk_rows: BulkRowsTable;
  employees: EmployeesTable;
  payroll_runs: PayrollRunsTable;
  payroll_lines: PayrollLinesTable;
}

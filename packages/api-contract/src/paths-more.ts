// The method and path of the calls of screens few pages show, one line each, as in `./paths`: a
// company's approval rules, bulk payments and payroll (issue 28), its users, the identity check and
// the development calls. Apart from the core table so that the app's pages carry them only with
// those screens: its API client loads this module with the first of these calls.
import { readTable } from './paths';

export const MORE_TABLE = {
  // approval rules
  getApprovalRules: 'GET /approval_rules',
  proposeApprovalRules: 'POST /approval_rules/changes',
  listApprovalRuleChanges: 'GET /approval_rules/changes',
  sendApprovalRuleChangeCode: 'POST /approval_rules/changes/:change_id/otp',
  approveApprovalRuleChange: 'POST /approval_rules/changes/:change_id/approve',
  rejectApprovalRuleChange: 'POST /approval_rules/changes/:change_id/reject',
  withdrawApprovalRuleChange: 'POST /approval_rules/changes/:change_id/withdraw',
  previewApprovalPath: 'POST /approval_path',
  // bulk payments and payroll batches
  uploadBulkPayment: 'POST /bulk_payments',
  listBulkPayments: 'GET /bulk_payments',
  getBulkPayment: 'GET /bulk_payments/:batch_id',
  updateBulkPaymentRow: 'PUT /bulk_payments/:batch_id/rows/:line',
  removeBulkPaymentRow: 'DELETE /bulk_payments/:batch_id/rows/:line',
  sendBulkSubmitCode: 'POST /bulk_payments/:batch_id/submit/otp',
  submitBulkPayment: 'POST /bulk_payments/:batch_id/submit',
  sendBulkApprovalCode: 'POST /bulk_payments/:batch_id/approve/otp',
  approveBulkPayment: 'POST /bulk_payments/:batch_id/approve',
  rejectBulkPayment: 'POST /bulk_payments/:batch_id/reject',
  cancelBulkPayment: 'POST /bulk_payments/:batch_id/cancel',
  // payroll (WPS)
  listEmployees: 'GET /payroll/employees',
  addEmployee: 'POST /payroll/employees',
  updateEmployee: 'PUT /payroll/employees/:employee_id',
  removeEmployee: 'DELETE /payroll/employees/:employee_id',
  updatePayrollSettings: 'PUT /payroll/settings',
  createPayrollRun: 'POST /payroll/runs',
  listPayrollRuns: 'GET /payroll/runs',
  getPayrollRun: 'GET /payroll/runs/:run_id',
  downloadPayrollSif: 'GET /payroll/runs/:run_id/sif',
  checkSifFile: 'POST /payroll/sif/check',
  // subaccounts
  listSubaccounts: 'GET /subaccount/list',
  inviteSubaccount: 'POST /subaccount/invite',
  sendSubaccountChangeCode: 'POST /subaccount/:customer_id/otp',
  changeSubaccountRole: 'PUT /subaccount/:customer_id/role',
  disableSubaccount: 'POST /subaccount/:customer_id/disable',
  enableSubaccount: 'POST /subaccount/:customer_id/enable',
  listSubaccountChanges: 'GET /subaccount/changes',
  // kyc
  getKyc: 'GET /kyc',
  saveKycPersonalDetails: 'PUT /kyc/personal_details',
  saveKycCompanyDetails: 'PUT /kyc/company_details',
  saveKycAuthorisedPerson: 'PUT /kyc/authorised_person',
  addKycShareholder: 'POST /kyc/shareholders',
  updateKycShareholder: 'PUT /kyc/shareholders/:shareholder_id',
  removeKycShareholder: 'DELETE /kyc/shareholders/:shareholder_id',
  uploadKycDocument: 'PUT /kyc/documents/:document_type',
  uploadKycShareholderDocument: 'PUT /kyc/shareholders/:shareholder_id/document',
  downloadKycDocument: 'GET /kyc/files/:document_id',
  submitKyc: 'POST /kyc/submit',
  reviewKycSandbox: 'POST /dev/kyc/review',
  // dev
  readOutbox: 'GET /dev/outbox',
  simulateIncomingTransfer: 'POST /dev/bank/incoming',
  simulateCryptoDeposit: 'POST /dev/crypto/deposit',
  advanceRail: 'POST /dev/rail/tick',
  runSchedulerTick: 'POST /dev/scheduler/tick',
  setFxRates: 'POST /dev/fx/rates',
  expireQuote: 'POST /dev/quotes/:quote_id/expire',
} as const;

export const MORE_PATHS = readTable(MORE_TABLE);

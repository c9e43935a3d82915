// The passkey calls the login, the security settings and the approvals share (each written once).
import type {
  BeneficiaryInput,
  PasskeyProof,
  StepUpAction,
  TransactionType,
} from '@bank/api-contract';
import { api } from '@/api/api';

export type { PasskeyProof };

/** POST /auth0/passkey/options: a login's challenge (the second step with an mfa_token, else a sign-in of its own). */
export const passkeyLoginOptions = (mfaToken?: string) =>
  api().bare.call('passkeyLoginOptions', { json: mfaToken ? { mfa_token: mfaToken } : {} });

/** POST /auth0/passkey/login: the signed challenge; answers as confirm_auth0 does. */
export const loginWithPasskey = (proof: PasskeyProof) =>
  api().bare.call('loginWithPasskey', { json: proof });

export const listPasskeys = () => api().call('listPasskeys');
export const passkeyRegistrationOptions = () => api().call('passkeyRegistrationOptions');
export const registerPasskey = (json: {
  challenge_id: string;
  name: string;
  credential: unknown;
}) => api().call('registerPasskey', { json: json as never });
export const renamePasskey = (passkeyId: string, name: string) =>
  api().call('renamePasskey', { params: { passkey_id: passkeyId }, json: { name } });
export const removePasskey = (
  passkeyId: string,
  json: { password?: string; otp_code?: string } = {},
) => api().call('removePasskey', { params: { passkey_id: passkeyId }, json });
/** POST /security/step_up/code: a code by SMS or WhatsApp to confirm a risky change. */
export const sendStepUpCode = (action: StepUpAction = 'remove_passkey') =>
  api().call('sendStepUpCode', { json: { action } });

/** POST /security/step_up/passkey: a challenge to confirm a risky change with a passkey. */
export const stepUpOptions = (action: StepUpAction, beneficiary?: BeneficiaryInput) =>
  api().call('stepUpOptions', { json: { action, ...(beneficiary ? { beneficiary } : {}) } });

/** POST /security/step_up: confirms it is the customer (a signed challenge, or a code). */
export const stepUp = (
  action: StepUpAction,
  proof: { passkey: PasskeyProof } | { otp_code: string },
  beneficiary?: BeneficiaryInput,
) => api().call('stepUp', { json: { action, ...proof, ...(beneficiary ? { beneficiary } : {}) } });

/**
 * POST /security/passkeys/approval: what an approval signs, and its challenge. One's own external
 * transfer by default; with a transaction type, an approver's approval of that prepared
 * transaction; with `'batch'`, an approver's approval of a bulk or payroll batch (its id).
 */
export const passkeyApprovalOptions = (subjectId: string, of?: TransactionType | 'batch') =>
  api().call('passkeyApprovalOptions', {
    json:
      of === 'batch'
        ? { action: 'approve_batch', subject_id: subjectId }
        : of
          ? { action: 'approve_review', subject_id: subjectId, transaction_type: of }
          : { action: 'confirm_external_transfer', subject_id: subjectId },
  });

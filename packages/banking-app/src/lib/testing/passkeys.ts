// Answers of the passkey calls for the screens' tests: a customer's one passkey, and an approval's
// challenge with the statement of what it signs.
import type { ApprovalStatement } from '@bank/api-contract';
import { reply } from '@/lib/testing/pageHarness';

export const APPROVAL_CHALLENGE_ID = '3f0c9f5e-0f1e-4c9b-9a43-2f1d2c3b4a59';
/** The challenge the approvals' options carry (what the browser is asked to sign). */
export const APPROVAL_CHALLENGE = 'ZGlnZXN0';

/** GET /security/passkeys: one synced passkey. */
export const onePasskey = () =>
  reply(200, {
    data: [
      {
        id: '0b0f3c3e-8e7b-4b7e-9a43-2f1d2c3b4a59',
        name: 'Phone',
        created_at: '2026-11-20T10:00:00.000Z',
        last_used_at: null,
        synced: true,
      },
    ],
  });

/** POST /security/passkeys/approval: the challenge of an approval of `statement`. */
export const approvalOptions = (statement: ApprovalStatement) =>
  reply(200, {
    data: {
      challenge_id: APPROVAL_CHALLENGE_ID,
      expires_at: '2026-11-20T10:05:00.000Z',
      options: { challenge: APPROVAL_CHALLENGE },
      statement,
    },
  });

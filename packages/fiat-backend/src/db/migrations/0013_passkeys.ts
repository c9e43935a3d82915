// Migration 0013. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Passkeys (WebAuthn credentials) and their ceremonies, and how each login was made.
// - passkeys: one row per credential a customer registered: the credential id (base64url, unique in
//   the bank: a credential belongs to one customer), the COSE public key, the signature counter,
//   the transports and backup state the authenticator reported, the customer's name for it, when it
//   was added and last used. Removed passkeys are deleted (the audit log keeps the event).
// - passkey_challenges: one row per ceremony the server started (registration, login, approval of
//   an action), single use and short-lived. An approval's challenge is derived from what is approved
//   (the action's digest, with a server nonce), so its row keeps the action and the digest's inputs.
// - login_events.method: how a successful login was made ('password', 'passkey'); null for the
//   rows before this migration and for failures before a method was chosen.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `CREATE TABLE passkeys (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    credential_id text NOT NULL UNIQUE,
    public_key bytea NOT NULL,
    counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
    transports text NOT NULL DEFAULT '',
    device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
    backed_up boolean NOT NULL,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
    created_at ${ts} NOT NULL,
    last_used_at ${ts}
  )`,
  `CREATE INDEX passkeys_customer ON passkeys (customer_id, created_at)`,
  `CREATE TABLE passkey_challenges (
    id uuid PRIMARY KEY,
    customer_id uuid REFERENCES customers(id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'approve')),
    challenge text NOT NULL,
    action text,
    subject text,
    digest_input text,
    mfa_challenge_id uuid REFERENCES auth_challenges(id) ON DELETE CASCADE,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    used_at ${ts},
    CHECK ((purpose = 'approve') = (action IS NOT NULL AND subject IS NOT NULL AND digest_input IS NOT NULL))
  )`,
  `CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at)`,
  `ALTER TABLE login_events ADD COLUMN method text CHECK (method IN ('password', 'passkey'))`,
];

// The e-mail change in progress, kept in this tab (sessionStorage): the new address and where the
// code went survive a reload; never the password. A step reached before its earlier ones goes to
// the first step.
export const EMAIL_DRAFT_KEY = 'sadu.emailChange';

export interface EmailDraft {
  newEmail: string;
  /** Where the code went, partly hidden, as the server says it. */
  sentTo: string;
  /** The code was accepted: the password confirms the change. */
  verified?: boolean;
}

export function readEmailDraft(): EmailDraft | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(EMAIL_DRAFT_KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' && typeof (value as EmailDraft).newEmail === 'string'
      ? (value as EmailDraft)
      : null;
  } catch {
    return null;
  }
}

export function writeEmailDraft(draft: EmailDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(EMAIL_DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(EMAIL_DRAFT_KEY);
  } catch {
    // No storage: the change works while the page stays open.
  }
}

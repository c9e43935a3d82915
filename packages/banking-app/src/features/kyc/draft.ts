// Drafts of the identity check's forms, kept in this tab (sessionStorage): a reload keeps what was
// typed before it is saved. Documents need no draft: each is stored by the server once uploaded.
export const KYC_DRAFT_KEY = 'sadu.kyc.personal';

export function readDraft<T extends object>(key: string): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(key);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: object): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No storage: the form still works, only a reload forgets it.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

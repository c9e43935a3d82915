// The phone number's rules arrive on the field's first use (focus), not with the page: the field
// and its calling code (./callingCodes) work without them, and a check waits for them.
export type ToE164 = (country: string | null, number: string) => string | null;

let loading: Promise<ToE164> | undefined;

/** The rules, loaded once; a failed load (offline, a new deploy) is tried again on the next call. */
export function loadPhoneRules(): Promise<ToE164> {
  loading ??= import('./phoneRules').then(
    (m) => m.phoneE164,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts the load early (on focus) so that the check on submit rarely waits; a failure shows then. */
export function preloadPhoneRules(): void {
  loadPhoneRules().catch(() => undefined);
}

// The browser's side of passkeys: navigator.credentials through @simplewebauthn/browser, which is
// loaded only when a passkey is used (or, for the login page's autofill, after the page is drawn),
// never with a page's first JavaScript.
import type {
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  ResponseBody,
} from '@bank/api-contract';

type CreationOptions = ResponseBody<typeof passkeyRegistrationOptions>['data']['options'];
type RequestOptions = ResponseBody<typeof passkeyLoginOptions>['data']['options'];

const library = () => import('@simplewebauthn/browser');

/**
 * Whether this browser can use passkeys here: a secure context with WebAuthn, on a host name
 * (browsers refuse passkeys on an IP address such as 127.0.0.1: open the app on localhost).
 */
export function passkeysSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof window.PublicKeyCredential === 'function' &&
    !/^(\d{1,3}(\.\d{1,3}){3}|\[.*\])$/.test(window.location.hostname)
  );
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const check = window.PublicKeyCredential.isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential) : false;
}

/** The browser's prompt to make a passkey; the new credential, as the server reads it. */
export async function createPasskey(options: CreationOptions) {
  const { startRegistration } = await library();
  return startRegistration({ optionsJSON: options as never });
}

/**
 * The browser's prompt to sign with a passkey (or, with `autofill`, a quiet request the e-mail
 * field's suggestions answer); the assertion, as the server reads it.
 */
export async function signWithPasskey(options: RequestOptions, autofill = false) {
  const { startAuthentication } = await library();
  return startAuthentication({ optionsJSON: options as never, useBrowserAutofill: autofill });
}

/** Stops a waiting autofill request (before another ceremony starts, or as the page closes). */
export async function cancelPasskeyRequest(): Promise<void> {
  const { WebAuthnAbortService } = await library();
  WebAuthnAbortService.cancelCeremony();
}

/**
 * What went wrong with the browser's prompt: the customer closed it or it timed out (`cancelled`),
 * the authenticator already holds a passkey for this account (`exists`), or anything else.
 */
export function promptProblem(error: unknown): 'cancelled' | 'exists' | 'failed' {
  const name = (error as { name?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return 'exists';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return 'cancelled';
  return 'failed';
}

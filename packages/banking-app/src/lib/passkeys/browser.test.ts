// Where the app offers passkeys, and how it reads the browser's refusals.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passkeysSupported, promptProblem } from './browser';

afterEach(() => vi.unstubAllGlobals());

function at(hostname: string, secure = true, webauthn = true) {
  vi.stubGlobal('isSecureContext', secure);
  vi.stubGlobal('PublicKeyCredential', webauthn ? function PublicKeyCredential() {} : undefined);
  vi.stubGlobal('location', { ...window.location, hostname });
}

describe('passkeysSupported', () => {
  it('is true on a host name in a secure context with WebAuthn', () => {
    at('localhost');
    expect(passkeysSupported()).toBe(true);
    at('bank.example.ae');
    expect(passkeysSupported()).toBe(true);
  });

  it('is false on an IP address (browsers refuse passkeys there), outside a secure context, or without WebAuthn', () => {
    at('127.0.0.1');
    expect(passkeysSupported()).toBe(false);
    at('[::1]');
    expect(passkeysSupported()).toBe(false);
    at('bank.example.ae', false);
    expect(passkeysSupported()).toBe(false);
    at('bank.example.ae', true, false);
    expect(passkeysSupported()).toBe(false);
  });
});

describe('promptProblem', () => {
  it('tells a closed or timed-out prompt, an authenticator that already holds a passkey, and anything else', () => {
    expect(promptProblem(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe(
      'cancelled',
    );
    expect(promptProblem({ name: 'AbortError' })).toBe('cancelled');
    expect(promptProblem({ code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' })).toBe('exists');
    expect(promptProblem({ name: 'InvalidStateError' })).toBe('exists');
    expect(promptProblem(new TypeError('boom'))).toBe('failed');
    expect(promptProblem(null)).toBe('failed');
  });
});

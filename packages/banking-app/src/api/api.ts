// The app's one API client, bound to the session store and the runtime configuration.
import { config } from '@/config/runtime';
import { getToken, setToken, tokenReplacing } from '@/session/storage';
import { createApiClient, type ApiClient } from './client';

type SessionEndHandler = () => void;
let onSessionEnd: SessionEndHandler = () => undefined;

/** The app registers what ending the session means (clear, tell the other tabs, go to /login). */
export function setSessionEndHandler(handler: SessionEndHandler) {
  onSessionEnd = handler;
}

let instance: ApiClient | undefined;

export function api(): ApiClient {
  instance ??= createApiClient({
    baseUrl: new URL(config().fiatBaseUrl, window.location.origin).href,
    timeoutMs: config().requestTimeoutMs,
    origin: window.location.origin,
    session: { getToken, setToken, tokenReplacing, onSessionEnd: () => onSessionEnd() },
  });
  return instance;
}

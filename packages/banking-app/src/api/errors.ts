// The error catalogue (spec 8): texts word for word as the spec gives them.

export const STATUS_TEXTS = {
  500: 'Internal Server Error - Something went wrong on the server.',
  502: 'Bad Gateway - The server is temporarily unavailable.',
  503: 'Service Unavailable - The server is currently unable to handle the request.',
  504: 'Gateway Timeout - The server did not respond in time.',
} as const;

export const TIMEOUT_TEXT = 'Request Timeout - The server took too long to respond.';
export const NETWORK_TEXT = 'Network Error - Please check your connection and try again later.';

/**
 * The status text of a failed answer: the catalogue's for 500, 502, 503 and 504 (a gateway's or a
 * crashed server's own words help nobody and may leak internals); otherwise the server's message,
 * then the HTTP reason phrase.
 */
export function statusTextFor(
  status: number,
  serverText: string | undefined,
  reason: string,
): string {
  if (status in STATUS_TEXTS) return STATUS_TEXTS[status as keyof typeof STATUS_TEXTS];
  if (serverText) return serverText;
  if (reason) return reason;
  return status >= 500 ? STATUS_TEXTS[500] : `Error ${status}`;
}

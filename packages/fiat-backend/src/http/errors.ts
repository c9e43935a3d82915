// The one error body: { error: { code, message, fields?, retry_after_seconds?, retry_at? } }.
import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type StepUpAction,
} from '@bank/api-contract';

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      retryAt?: Date;
      now?: Date;
      stepUpAction?: StepUpAction;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
  }

  body(): ErrorBody {
    const error: ErrorBody['error'] = { code: this.code, message: this.message };
    if (this.extra.fields) error.fields = this.extra.fields;
    if (this.extra.stepUpAction) error.step_up_action = this.extra.stepUpAction;
    if (this.extra.retryAt) {
      const now = this.extra.now ?? new Date();
      error.retry_after_seconds = Math.max(
        0,
        Math.ceil((this.extra.retryAt.getTime() - now.getTime()) / 1000),
      );
      error.retry_at = this.extra.retryAt.toISOString();
    }
    return { error };
  }
}

export function retryMessage(prefix: string, retryAt: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `${prefix} Try again in ${wait} (at ${retryAt.toISOString().slice(11, 16)} UTC).`;
}

export const unauthorized = () =>
  new ApiError('unauthorized', 'Your session has ended. Please log in again.');

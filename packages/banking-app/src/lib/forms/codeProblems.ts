/** The refusals of a one-time code: shown at the code field, where a new code fixes them. */
export const CODE_PROBLEMS: ReadonlySet<string> = new Set([
  'invalid_code',
  'code_expired',
  'too_many_attempts',
]);

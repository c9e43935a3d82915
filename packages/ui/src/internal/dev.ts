declare const process: { env: { NODE_ENV?: string } };

/** Logs a clear message for wrong use of a component, in development builds only. */
export function devWarning(condition: unknown, component: string, message: string) {
  if (process.env.NODE_ENV !== 'production' && condition) {
    console.error(`[@bank/ui] ${component}: ${message}`);
  }
}

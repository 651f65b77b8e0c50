/** A sink for errors worth knowing about; replaceable so a monitoring service can be plugged in later. */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

let reporter: ErrorReporter = (error, context) => {
  console.error('[GemBourse]', error, context ?? '');
};

/** Replaces the reporter (tests, or a future monitoring integration). */
export function setErrorReporter(next: ErrorReporter): void {
  reporter = next;
}

/** Reports an error through the one reporting path of the app. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  try {
    reporter(error, context);
  } catch {
    // A broken reporter must never break the caller.
  }
}

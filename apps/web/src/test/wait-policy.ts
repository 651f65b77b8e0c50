// The one wait policy of the web tests (issue 9): how long Testing Library's findBy*/waitFor wait for what the user
// should see, and how long a test may take. A passing test never waits for these to run out, so they are generous:
// they only decide how long a failure takes to show. A test sets no timeout of its own; on a slower or busier
// machine scale them all with GB_WAIT_SCALE (e.g. GB_WAIT_SCALE=2).

/** The factor of every wait below (GB_WAIT_SCALE, default 1). */
export const WAIT_SCALE = Math.max(1, Number(process.env.GB_WAIT_SCALE) || 1);

/** findBy*, waitFor and waitForElementToBeRemoved: the first render of a lazy page under load takes seconds. */
export const ASYNC_UTIL_TIMEOUT_MS = 15_000 * WAIT_SCALE;

/** One test: a whole flow (fill a form, review, send, read the result) is several waits in a row. */
export const TEST_TIMEOUT_MS = 60_000 * WAIT_SCALE;

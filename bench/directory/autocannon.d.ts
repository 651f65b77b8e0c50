// The part of autocannon's programmatic API the directory benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all; replaces duration. */
    amount?: number;
    /** Seconds per request. */
    timeout?: number;
  }
  interface Result {
    /** Seconds the run took. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** Emits 'response' (client, statusCode, bytes, responseTime in ms); without a callback it is also a promise. */
  interface Instance extends EventEmitter, PromiseLike<Result> {}

  function autocannon(options: Options): Instance;
  export default autocannon;
}

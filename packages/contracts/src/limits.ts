/** Business constants and limits of SPEC §9, in one place for both sides. */
export const LIMITS = {
  registrationFormMinutes: 40,
  termsConfirmationDays: 14,
  nameMaxLength: 30,
  importFileMaxBytes: 2 * 1024 * 1024,
  imageMaxBytes: 10 * 1024 * 1024,
  productResourcesMax: 3,
  exhibitionPhotosMax: 5,
  productTagsMax: 3,
  analyticsRangesDays: [30, 60, 90] as const,
  cvvLength: 3,
  keepAliveMax: 30,
  logoutDelayMs: 300,
  forcedLogoutDelayMs: 3000,
  /** Results a guest sees from a public search before the log-in notice (SPEC §2). */
  guestResultLimit: 12,
  /** Failed logins per e-mail and IP within the window before 429. */
  loginAttemptsPerWindow: 10,
  loginWindowSeconds: 60,
  /**
   * Failed logins from one IP across every e-mail address within the window below, after which the IP counts as
   * spraying: its failed combinations back off from their first failure instead of their fifth (issue 28 item 13; an
   * IP is never refused as a whole, so one attacker on a fair's Wi-Fi cannot lock out every buyer behind its address).
   * LOGIN_IP_FAILURE_LIMIT overrides the number (docs/configuration.md).
   */
  loginFailuresPerIp: 30,
  loginFailuresPerIpWindowSeconds: 600,
  /**
   * Growing delays per account (issue 28 item 13): after this many failures of one account from one IP (one from an
   * IP that is spraying), and after `loginFreeFailuresPerAccount` of one account from anywhere, the next attempt waits
   * 1 s, then 2, 4, 8… up to `loginBackoffMaxSeconds` after the last failure, checked before any password is hashed.
   * Failures are forgotten `loginFailureMemorySeconds` after the last one.
   */
  loginFreeFailuresPerAccountAndIp: 5,
  loginFreeFailuresPerAccount: 20,
  loginBackoffMaxSeconds: 300,
  loginFailureMemorySeconds: 1800,
  /**
   * A device (its accessuuid) that logged in to an account is known to it for this long after its last login: the
   * account-wide back-off, which an attacker guessing from many addresses could otherwise keep running to shut the
   * owner out, does not hold a known device (its own address's back-off still does).
   */
  loginKnownDeviceSeconds: 30 * 86400,
  sessionDays: 1,
  rememberedSessionDays: 30,
} as const;

export const CURRENCIES = ['CNY', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Layout and navigation defaults of SPEC §3 and §9. */
export const UI_DEFAULTS = {
  sideMenuWidth: 200,
  borderRadius: 6,
  pageWidth: '99%',
  progress: { minimum: 0.08, trickleSpeed: 800, speed: 200 },
  /** Images shown in the app: remembered for at most 200 addresses, each tried 3 times, 200 ms apart (SPEC §9). */
  imageCache: { entries: 200, attempts: 3, throttleMs: 200 },
} as const;

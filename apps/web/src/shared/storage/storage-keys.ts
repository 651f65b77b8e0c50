/** Every browser-storage key of GemBourse shares this prefix so our entries never collide with others on the origin. */
export const STORAGE_PREFIX = 'gembourse_';

/** The prefixed keys of SPEC §3 "Client-side state", and the login tip's. */
export const StorageKey = {
  USER_TOKEN: `${STORAGE_PREFIX}user_token`,
  USER_POINTS: `${STORAGE_PREFIX}user_points`,
  USER_TAG_NAV: `${STORAGE_PREFIX}user_tag_nav`,
  APP_CONFIG: `${STORAGE_PREFIX}app_config`,
  HOME_QUICK_ENTRY: `${STORAGE_PREFIX}home_quick_entry`,
  NOTICE_READ: `${STORAGE_PREFIX}notice_read`,
  TO_BE_DONE: `${STORAGE_PREFIX}to_be_done`,
  LANGUAGE: `${STORAGE_PREFIX}language`,
  /** The currency the viewer chose to see prices in (issue 11); absent: the language's default. */
  CURRENCY: `${STORAGE_PREFIX}currency`,
  USER_INFO: `${STORAGE_PREFIX}user_info`,
  REMEMBER: `${STORAGE_PREFIX}remember`,
  /** sessionStorage: the timed login tip was shown in this browser session (docs/decisions.md). */
  LOGIN_TIP_SHOWN: `${STORAGE_PREFIX}login_tip_shown`,
} as const;
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

/** The device fingerprint is deliberately unprefixed: SPEC §3 names the key `fingerprint` exactly. */
export const FINGERPRINT_KEY = 'fingerprint';

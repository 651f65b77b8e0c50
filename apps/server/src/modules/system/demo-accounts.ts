/** The demo accounts of ARCHITECTURE §7; all share the password DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ACCOUNTS = [
  { email: 'buyer@example.com', role: 'buyer' },
  { email: 'supplier@example.com', role: 'supplier-admin' },
  { email: 'staff@example.com', role: 'supplier-standard' },
  { email: 'admin@example.com', role: 'platform-admin' },
] as const;

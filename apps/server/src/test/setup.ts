import { useTestHashCost } from '../platform/crypto/password.ts';

// Each test file: passwords hashed at the test suites' cost (platform/crypto/password.ts says why and how much).
useTestHashCost();

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// No form limit typed as a literal (issue 9): a form takes every limit from the contract's zod schema through the form
// kit (apps/web/src/shared/forms: kit.item, kit.input, kit.limits, inputLimits), so a limit is never typed twice. The
// selectors below catch a number typed as a limit: `max`/`min`/`len` of an antd rule object (one with a message,
// validator, type, required or whitespace) or anywhere in a `rules` prop; `maxLength`/`minLength` of an input (JSX
// attribute or props object, `LIMIT + 10` included); `min`/`max` of an InputNumber; `max` of an input's `count`. Other
// numbers are not limits and pass: rows and sizes (`autoSize={{ minRows: 4 }}`), message values (`t(key, { max: 5 })`),
// offsets, timings. Spread FORM_LIMIT_LITERALS into another no-restricted-syntax of the same files (the rule's
// options do not merge across config objects).
const NUMBER = 'Literal[raw=/^[0-9]/]';
const formLimit = (selector) => ({
  selector,
  message:
    'A form limit typed as a literal: take it from the contract schema through the form kit (kit.input, kit.item or inputLimits, apps/web/src/shared/forms).',
});
export const FORM_LIMIT_LITERALS = [
  formLimit(
    `ObjectExpression:has(> Property[key.name=/^(message|validator|type|required|whitespace)$/]) > Property[key.name=/^(max|min|len)$/] > ${NUMBER}`,
  ),
  formLimit(
    `JSXAttribute[name.name='rules'] ObjectExpression:not(:has(> Property[key.name=/^(message|validator|type|required|whitespace)$/])) > Property[key.name=/^(max|min|len)$/] > ${NUMBER}`,
  ),
  formLimit(`JSXAttribute[name.name=/^(maxLength|minLength)$/] ${NUMBER}`),
  formLimit(`JSXAttribute[name.name=/^(maxLength|minLength)$/] > Literal`),
  formLimit(`Property[key.name=/^(maxLength|minLength)$/] > ${NUMBER}`),
  formLimit(`JSXOpeningElement[name.name='InputNumber'] > JSXAttribute[name.name=/^(min|max)$/] ${NUMBER}`),
  formLimit(`JSXAttribute[name.name='count'] Property[key.name='max'] > ${NUMBER}`),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Import cycles and boundaries are checked by scripts/check-imports.mjs (part of `npm run lint`).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['apps/web/src/{app,features,domain,shared}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...FORM_LIMIT_LITERALS] },
  },
);

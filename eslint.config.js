// Lint with type information: floating promises are bugs here (payments, redirects, timers).
// Boundaries, kept by import-x: dependencies point one way (routes -> features -> ui, state -> api -> lib),
// no feature imports another, the harness reuses only src/api and src/lib of the client, no import cycles.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
// One zone per feature, so a feature added later is fenced in without touching this file.
const features = readdirSync(`${root}/src/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
// The composition layer: the route table and entries may import features; nothing below them may.
const composition = ['./src/routes', './src/app.tsx', './src/main.tsx', './src/prerender.tsx'];
/** `date.toISOString().slice(0, 10)`: the UTC day, not the customer's (todayInLagos, lagosDayIn of src/lib/calendar.ts). */
const utcDay = {
  selector: "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']",
  message: "That is the UTC day, a day behind Lagos from 23:00 to midnight UTC: use todayInLagos or lagosDayIn (src/lib/calendar.ts), or isoDay for a date's own calendar day.",
};

export default tseslint.config(
  { ignores: ['dist/**', '.prerender/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'reports/**', 'contracts/pacts/**', '.stryker-tmp/**'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Imports name their .ts/.tsx files; the cycle check must parse those files to follow their imports.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Type-only imports are erased, so only value imports (static and dynamic) can form a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', {
        basePath: root,
        zones: [
          { target: './src/lib', from: './src', except: ['./lib'], message: 'src/lib imports nothing of the app.' },
          { target: './src/api', from: './src', except: ['./api', './lib'], message: 'src/api imports only src/lib: it runs in node under the contracts too.' },
          { target: './src/state', from: './src', except: ['./state', './api', './lib'], message: 'src/state imports only src/api and src/lib.' },
          ...features.map((name) => ({
            target: `./src/features/${name}`, from: './src/features', except: [`./${name}`],
            message: 'A feature never imports another: move what two share into src/ui or src/lib.',
          })),
          { target: ['./src/ui', './src/styles'], from: ['./src/features', ...composition], message: 'Shared UI and styles import no feature and no route.' },
          { target: './src/features', from: composition, message: 'Features are composed by the route table, never the other way round.' },
          { target: './src', from: ['./mock-server', './fixtures', './contracts', './e2e', './scripts'], message: 'The client imports nothing of its harness.' },
          {
            target: ['./mock-server', './fixtures', './contracts'], from: './src', except: ['./api', './lib'],
            message: 'The harness reuses the API definitions (src/api) and rules (src/lib), nothing else of the client.',
          },
        ],
      }],
    },
  },
  {
    // A day is Lagos's: from 23:00 to midnight UTC the UTC day is still yesterday there.
    files: ['src/**/*.ts', 'mock-server/**/*.ts', 'contracts/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', utcDay] },
  },
  {
    // A control that only goes somewhere is a link: it opens in a new tab and a screen reader announces a link.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', utcDay, ...[
        "JSXAttribute[name.name='onClick'] ArrowFunctionExpression > CallExpression.body[callee.name='navigate']",
        "JSXAttribute[name.name='onClick'] ArrowFunctionExpression > BlockStatement[body.length=1] > ExpressionStatement > CallExpression[callee.name='navigate']",
      ].map((selector) => ({ selector, message: 'This onClick only navigates: make the control a link (wouter <Link href>) styled as before.' })),
      {
        // React calls what an effect returns when it unmounts: a call's result returned by accident (a newer
        // browser's scrollIntoView gives a promise) throws there and takes the next screen down.
        selector: 'CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression.arguments:first-child[expression=true]',
        message: "Write the effect with a block body: what it returns is its cleanup, and React calls it.",
      }],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);

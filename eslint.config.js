// Lint with type information: floating promises are bugs here (payments, redirects, timers).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', '.prerender/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'reports/**', 'contracts/pacts/**', '.stryker-tmp/**'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);

import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '__tests__/unit/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Sizes that a reader can hold: a module over 400 lines or a function over 80 is split along
    // the domain's lines. Every line counts, comments and blank ones too, so the numbers are the
    // ones an editor shows, and no limit is met by trimming the comments that say why. The
    // emulator and the tools are read and changed as often as the actions: the same sizes hold.
    files: ['src/**/*.ts', 'emulator/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // valibot through its one door, whose names the bundles hold (src/shared/valibot.ts).
    files: ['src/**/*.ts'],
    ignores: ['src/shared/valibot.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'valibot',
              message:
                'Import src/shared/valibot.ts: the bundles hold only the part of valibot it exports.',
            },
          ],
        },
      ],
    },
  },
  {
    // End-to-end tests and the webhook helper edit real payloads: untyped JSON by nature.
    files: [
      '__tests__/e2e/**/*.ts',
      '__tests__/contract/webhook-payloads.test.ts',
      '__tests__/faults/schedules.ts',
      '__tests__/faults/daily-limits.ts',
      'emulator/webhooks.ts',
      'scripts/example.ts',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly' },
    },
  },
  {
    // The start-up benchmark's yardstick: plain JavaScript, so that Node runs it as is.
    files: ['bench/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly' },
    },
  },
  {
    // CommonJS fixtures that a nested Jest run loads (the summary reporter's test).
    files: ['__tests__/unit/fixtures/**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        test: 'readonly',
        expect: 'readonly',
      },
    },
  },
)

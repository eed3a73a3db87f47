// @ts-check
/**
 * Lint for the whole repository: typescript-eslint with type information (projectService reads
 * tsconfig.json), React hooks and accessibility rules for the web, and the layer boundaries of
 * ARCHITECTURE.md as rules. Prettier owns formatting; eslint-config-prettier (last) turns off every
 * rule that would fight it.
 */
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Node built-ins, bare (`fs`) and prefixed (`node:fs`): code that runs in the browser may import none. */
const nodeBuiltins = {
  paths: builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message: 'Browser code: no Node built-ins.' })),
  patterns: [{ group: ['node:*'], message: 'Browser code: no Node built-ins.' }],
};

/** Layer rules resolved by file path (import-x resolves each specifier, so `../../x` is judged by where it lands). */
const zones = [
  {
    target: './functions/http',
    from: './functions',
    except: ['./lib', './domain', './kernel', './http/endpoint.ts'],
    message:
      'A handler imports only functions/lib, functions/domain, functions/kernel, shared/ and its wiring (functions/http/endpoint.ts): persistence, media and mail sit behind the domain.',
  },
  // The layers of functions/, each importing only those below it: kernel ← lib ← data, media, mail ← domain ← http.
  {
    target: './functions/kernel',
    from: './functions',
    except: ['./kernel'],
    message: 'functions/kernel is the bottom layer: it imports nothing from functions/ but the kernel (and shared/).',
  },
  {
    target: './functions/lib',
    from: './functions',
    except: ['./kernel', './lib'],
    message: 'functions/lib imports only functions/kernel, functions/lib and shared/: what needs the domain belongs in functions/http.',
  },
  {
    target: ['./functions/data', './functions/media', './functions/mail'],
    from: ['./functions/domain', './functions/http'],
    message: 'functions/data, media and mail sit below the domain: they never import functions/domain or functions/http.',
  },
  {
    target: './functions/domain',
    from: './functions/http',
    message: 'functions/domain never imports functions/http: handlers call the domain, not the other way round.',
  },
  {
    target: './functions',
    from: ['./web', './infra', './scripts', './tests'],
    message: 'functions/ is deployed code: it never imports web/, infra/, scripts/ or tests/.',
  },
  {
    target: './web',
    from: ['./functions', './infra', './scripts'],
    message: 'web/ never imports functions/, infra/ or scripts/: share code through shared/.',
  },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to web/src/components or web/src/lib.',
  })),
  {
    target: './shared',
    from: '.',
    except: ['./shared', './node_modules'],
    message: 'shared/ is imported by web and functions alike, so it imports nothing outside shared/ but packages.',
  },
];

export default defineConfig(
  globalIgnores(['node_modules/', 'web/dist/', 'cdk.out/', '.data/', 'coverage/', 'bench/']),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    name: 'project/typescript',
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `async` without `await` is how a fake or a handler meets a Promise-returning signature and turns a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
      // Handlers and React event props take async functions by design (middy awaits them; React ignores the promise).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
    },
  },
  {
    name: 'project/plain-js',
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },

  {
    name: 'project/infra-tests',
    files: ['tests/infra/**/*.ts'],
    rules: {
      // These tests walk synthesised CloudFormation JSON, which aws-cdk-lib/assertions types as `any`; the assertions are the check.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  {
    name: 'project/web',
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.configs.recommended],
    rules: {
      // `role` on our own components (`<RequireUser role="admin">`) is a user role, not an ARIA role.
      'jsx-a11y-x/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },

  {
    name: 'project/boundaries',
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
      // The files no-cycle reads to follow imports (its default is JavaScript only, which would skip every module here).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    name: 'project/boundaries/cycles',
    files: ['functions/**/*.ts'],
    rules: {
      // A cycle is a layer rule broken inside a layer; `import()` counts, since a lazy chunk's cycle still loads both ends.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'project/boundaries/domain',
    files: ['functions/domain/**/*.ts', 'functions/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*'],
              message: 'The domain and the handlers never touch the AWS SDK: go through a repository in functions/data (or media/mail).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'project/boundaries/browser',
    files: ['shared/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', nodeBuiltins],
    },
  },

  prettier,
);

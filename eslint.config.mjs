// @ts-check
// One ESLint configuration for the whole repository (both workspaces, scripts/,
// bench/): the import zones span the layers docs/architecture.md describes, and
// one `eslint .` at the root is what the typecheck layer of `npm test` runs.
// Not type-aware (no parserOptions.project): type-aware rules over the two
// workspaces' src/ alone took 37 s of CPU against 12 s for this whole run, and
// tsc already checks types in the same layer.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript"
import { importX } from "eslint-plugin-import-x"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

const ROOT = path.dirname(fileURLToPath(import.meta.url))
const FEATURES_DIR = "storefront/src/features"

/** Every storefront feature folder: each one may import only itself among the features. */
const features = fs
  .readdirSync(path.join(ROOT, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const LAYERS = "docs/architecture.md"

/**
 * The import zones: `target` files may not import `from` files. Paths are
 * resolved (tsconfig paths such as `@/features/x` and relative `../../features/x`
 * alike), so both spellings are caught; an import that does not resolve is not
 * judged, but tsc refuses it in the same layer.
 * @type {NonNullable<import("eslint-plugin-import-x/rules/no-restricted-paths").Options["zones"]>}
 */
const zones = [
  // Storefront: app → features → components/lib.
  ...features.map((feature) => ({
    target: `./${FEATURES_DIR}/${feature}`,
    from: `./${FEATURES_DIR}`,
    except: [`./${feature}`],
    message: `Features do not import each other (${LAYERS}); move what both need to components/ or lib/.`,
  })),
  {
    target: "./storefront/src/features",
    from: "./storefront/src/app",
    message: `Imports go app → features → components/lib (${LAYERS}).`,
  },
  {
    target: ["./storefront/src/components", "./storefront/src/lib", "./storefront/src/testing"],
    from: ["./storefront/src/features", "./storefront/src/app"],
    message: `Shared components and lib sit below features and app (${LAYERS}).`,
  },
  // Backend: api → workflows → lib → modules.
  {
    target: ["./medusa-backend/src/lib", "./medusa-backend/src/workflows", "./medusa-backend/src/modules"],
    from: "./medusa-backend/src/api",
    message: `Only routes know HTTP: lib/, workflows/ and modules/ never import api/ (${LAYERS}).`,
  },
  {
    target: "./medusa-backend/src/lib",
    from: "./medusa-backend/src/workflows",
    message: `lib/ never imports workflows/ (${LAYERS}); a function chaining workflows for one route sits beside that route.`,
  },
  {
    target: "./medusa-backend/src/modules",
    from: ["./medusa-backend/src/lib", "./medusa-backend/src/workflows", "./medusa-backend/src/api"],
    message: `Modules stand alone: they never import lib/, workflows/ or api/ (${LAYERS}).`,
  },
]

export default defineConfig(
  globalIgnores([
    "**/node_modules/",
    "**/dist/",
    "**/build/",
    "**/.medusa/",
    "**/.react-router/",
    ".data/",
    "storefront/test-results/",
    "storefront/playwright-report/",
    "medusa-backend/static/",
    "medusa-backend/uploads/",
    // The Medusa admin `npm start` builds (scripts/lib/built-admin.mjs).
    "medusa-backend/public/",
    // Written by `medusa db:generate`, never by hand.
    "medusa-backend/src/modules/*/migrations/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Unused names are errors, but a leading underscore marks one kept on purpose
      // (a handler's unused argument, a destructured field left out of a copy).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  // Tests read untyped JSON answers and reach into fixtures; `any` there is a
  // shortcut, not a hole in production code.
  {
    files: [
      "**/__tests__/**",
      "**/*.{test,spec}.{ts,tsx}",
      "storefront/src/testing/**",
      "storefront/e2e/**",
      "medusa-backend/integration-tests/**",
    ],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // Integration tests require project code lazily, after Medusa's test runner
  // has pointed the framework at the test database (see http/auth/accounts.suite.ts).
  // Test files start from a copy of a template database through helpers/runner.ts; Medusa's
  // runner used directly would migrate and seed a fresh database for the file again.
  {
    files: ["medusa-backend/integration-tests/**/*.ts"],
    ignores: ["medusa-backend/integration-tests/helpers/runner.ts"],
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@medusajs/test-utils",
              importNames: ["medusaIntegrationTestRunner"],
              message: "Use integrationTestRunner from integration-tests/helpers/runner.ts (a copy of a template database).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["medusa-backend/integration-tests/helpers/runner.ts"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: [
      "**/*.cjs",
      "medusa-backend/jest.config.js",
      "medusa-backend/integration-tests/setup.js",
      "medusa-backend/integration-tests/template-databases.js",
      "medusa-backend/integration-tests/template-schema.js",
      "medusa-backend/integration-tests/global-teardown.js",
    ],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Browser code: the storefront (also rendered on the server) and the Medusa admin's pages.
  {
    files: ["storefront/src/**/*.{ts,tsx}", "storefront/e2e/**/*.ts", "medusa-backend/src/admin/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["storefront/src/**/*.{ts,tsx}", "medusa-backend/src/admin/**/*.{ts,tsx}"],
    plugins: reactHooks.configs.flat.recommended.plugins,
    // The plugin as its flat preset registers it, but only the two classic rules
    // below are on: react-hooks 7's React Compiler rules (set-state-in-effect,
    // refs ...) judge code for the compiler, which this project does not use; they flag
    // deliberate patterns here (resetting state on a prop change, the latest-callback ref).
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["storefront/**/*.{ts,tsx,mjs}", "medusa-backend/**/*.{ts,tsx,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // How import-x reads the modules an import names (no-cycle follows them): TypeScript's parser for TypeScript files.
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          // Each workspace has its own paths; the resolver picks the one that includes the file.
          project: ["storefront/tsconfig.app.json", "medusa-backend/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones }],
      // No module imports itself through others: in a cycle, which module runs first decides what the
      // others see (a value read before its module ran is undefined), and the layers above stop being layers.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  }
)

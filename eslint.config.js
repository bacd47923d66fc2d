import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Feature boundaries. Each folder of app/ (but routes/) is a feature; other code may use it only
 * through its index.ts (index.server.ts for what Node code imports: no JSX, since Node strips types
 * but compiles no JSX; index.client.ts for lazily loaded browser code). Lazy entry points are loaded with `import()`, which this rule does not cover.
 */
const FEATURES = readdirSync("app", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "routes")
  .map((entry) => entry.name);
const PUBLIC = "(?!index(\\.server|\\.client)?\\.ts$)";
const message =
  "use the feature's index.ts (index.server.ts, index.client.ts), not its other files";
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const intoFeature = (except) => ({
  regex: `^#app/${except ? `(?!${except}/)` : ""}[^/]+/${PUBLIC}`,
  message,
});
const noParent = {
  regex: "^\\.\\./",
  message: "import with #app/, #server/, #tools/ or #tests/, not ../",
};
const fromApp = {
  regex: "^#(server|tools|tests)/",
  message: "app code does not import server, tools or tests",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      ".tmp/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat["recommended-latest"] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Playwright fixtures take `{}` and call `use()`: neither is a mistake there.
    files: ["tests/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  ...FEATURES.map((feature) => ({
    files: [`app/${feature}/**/*.{ts,tsx}`],
    rules: restrict([intoFeature(feature), fromApp, noParent]),
  })),
  {
    files: ["app/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}"],
    rules: restrict([
      intoFeature(),
      fromApp,
      noParent,
      { regex: "^\\./(?!\\+types/)[^/]+/", message: "import a feature as #app/<feature>/index.ts" },
    ]),
  },
  {
    files: ["server/**/*.ts"],
    rules: restrict([
      intoFeature(),
      { regex: "^#(tools|tests)/", message: "the server handles requests: no tools or test code" },
      noParent,
    ]),
  },
  {
    files: ["tools/**/*.ts", "tests/**/*.ts", "*.ts"],
    rules: restrict([intoFeature(), noParent]),
  },
  // Unit tests may use the test helpers (a real Postgres, fixture sites).
  ...FEATURES.map((feature) => ({
    files: [`app/${feature}/**/*.test.{ts,tsx}`],
    rules: restrict([intoFeature(feature), noParent]),
  })),
  { files: ["server/**/*.test.ts"], rules: restrict([intoFeature(), noParent]) },
);

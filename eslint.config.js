import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { noImportCycle } from "./tools/lint/import-cycle-rule.ts";
import {
  EDITOR_LAYER,
  FEATURES,
  SERVER_LAYERS,
  TOOLS_LAYERS,
  allowedFeatures,
} from "./tools/lint/layers.ts";

/**
 * Feature boundaries. Each folder of app/ (but routes/) is a feature; other code may use it only
 * through its index.ts (index.server.ts for what Node code imports: no JSX, since Node strips types
 * but compiles no JSX; index.client.ts for lazily loaded browser code), and only the features its
 * row of tools/lint/layers.ts names. Lazy entry points are loaded with `import()`, which this rule
 * does not cover. `local/no-import-cycle` fails any circle between files.
 */
const PUBLIC = "(?!index(\\.server|\\.client)?\\.ts$)";
const message =
  "use the feature's index.ts (index.server.ts, index.client.ts), not its other files";
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const intoFeature = (except) => ({
  regex: `^#app/${except ? `(?!${except}/)` : ""}[^/]+/${PUBLIC}`,
  message,
});
/** An import of a feature that `folder`'s row in tools/lint/layers.ts does not list. */
const outsideLayer = (folder, own) => {
  const allowed = [...(own ? [own] : []), ...allowedFeatures(folder)];
  return {
    regex: `^#app/(?!(${allowed.join("|")})/)[^/]+/`,
    message: `${folder} may use only ${allowedFeatures(folder).join(", ") || "nothing"} of app/ (tools/lint/layers.ts)`,
  };
};
const noParent = {
  regex: "^\\.\\./",
  message: "import with #app/, #server/, #tools/ or #tests/, not ../",
};
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An import of a server folder that `from`'s row of SERVER_LAYERS does not list. */
const serverFolders = (from, allowed) => ({
  regex: `^#server/(?!(${allowed.join("|")})/)`,
  message: `${from} may use only ${allowed.slice(1).join(", ") || "no other folder"} of server/ (tools/lint/layers.ts)`,
});
/** An import of a tools or server folder that `folder`'s row of TOOLS_LAYERS does not list. */
const toolsFolders = (folder, allowed) => {
  const tools = [folder, ...allowed.filter((name) => !name.startsWith("server/"))];
  const server = allowed.filter((name) => name.startsWith("server/")).map((name) => name.slice(7));
  return {
    regex: `^#(tools/(?!(${tools.join("|")})/)|server/(?!(${server.join("|") || "$^"})(/|\\.ts$)))`,
    message: `tools/${folder} may use only ${allowed.join(", ") || "no other folder"} (tools/lint/layers.ts)`,
  };
};
const fromApp = {
  regex: "^#(server|tools|tests)/",
  message: "app code does not import server, tools or tests",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "admin-build/",
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
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "tools/**/*.ts"],
    plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
    rules: { "local/no-import-cycle": "error" },
  },
  ...FEATURES.map((feature) => ({
    files: [`app/${feature}/**/*.{ts,tsx}`],
    rules: restrict([intoFeature(feature), outsideLayer(feature, feature), fromApp, noParent]),
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
    files: ["server/**/*.{ts,tsx}"],
    rules: restrict([
      intoFeature(),
      outsideLayer("server"),
      { regex: "^#(tools|tests)/", message: "the server handles requests: no tools or test code" },
      noParent,
    ]),
  },
  // Each folder of server/ and tools/ imports only the folders its row of SERVER_LAYERS or
  // TOOLS_LAYERS names (tools/lint/layers.ts).
  ...Object.entries(SERVER_LAYERS).map(([folder, allowed]) => ({
    files: [`server/${folder}/**/*.{ts,tsx}`],
    ignores: folder === "back-office" ? ["server/back-office/editor/**"] : [],
    rules: restrict([
      intoFeature(),
      outsideLayer("server"),
      { regex: "^#(tools|tests)/", message: "the server handles requests: no tools or test code" },
      noParent,
      serverFolders(`server/${folder}`, [folder, ...allowed]),
      {
        regex: "^#server/back-office/editor/",
        message:
          "the editor is browser code, bundled by npm run build:admin: no server file imports it",
      },
    ]),
  })),
  {
    files: ["server/back-office/editor/**/*.{ts,tsx}"],
    rules: restrict([
      intoFeature(),
      {
        regex: `^#app/(?!(${EDITOR_LAYER.features.join("|")})/)[^/]+/`,
        message: `the editor may use only ${EDITOR_LAYER.features.join(", ")} of app/ (tools/lint/layers.ts)`,
      },
      {
        regex: `^#server/(?!back-office/editor/|${EDITOR_LAYER.server.map(escape).join("|")})`,
        message: `the editor is browser code: of server/ only ${EDITOR_LAYER.server.join(", ")} (tools/lint/layers.ts)`,
      },
      { regex: "^#(tools|tests)/", message: "the editor is browser code: no tools or test code" },
      noParent,
    ]),
  },
  {
    files: ["tools/**/*.{ts,tsx}"],
    rules: restrict([intoFeature(), outsideLayer("tools"), noParent]),
  },
  ...Object.entries(TOOLS_LAYERS).map(([folder, allowed]) => ({
    files: [`tools/${folder}/**/*.{ts,tsx}`],
    rules: restrict([
      intoFeature(),
      outsideLayer("tools"),
      noParent,
      toolsFolders(folder, allowed),
    ]),
  })),
  {
    files: ["tests/**/*.ts", "*.ts"],
    rules: restrict([intoFeature(), noParent]),
  },
  // Unit tests may use the test helpers (a real Postgres, fixture sites) and any feature's index.
  ...FEATURES.map((feature) => ({
    files: [`app/${feature}/**/*.test.{ts,tsx}`],
    rules: restrict([intoFeature(feature), noParent]),
  })),
  {
    files: ["server/**/*.test.ts", "tools/**/*.test.ts"],
    rules: restrict([intoFeature(), noParent]),
  },
);

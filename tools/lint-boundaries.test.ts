import { ESLint } from "eslint";
import { beforeAll, expect, test } from "vitest";

const eslint = new ESLint();

// Loading the config and the TypeScript parser takes seconds the first time.
beforeAll(() => eslint.lintText("", { filePath: "app/ui/warm-up.ts" }), 30_000);

async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

test("a feature may not import another feature's files, only its index", async () => {
  const internal = 'import { Icon } from "#app/ui/icons/icon.tsx";\nexport const x = Icon;\n';
  expect(await importErrors("app/share/example.ts", internal)).toHaveLength(1);
  const viaIndex = 'import { Icon } from "#app/ui/index.ts";\nexport const x = Icon;\n';
  expect(await importErrors("app/share/example.ts", viaIndex)).toEqual([]);
});

test("a feature's own files import each other freely", async () => {
  const own = 'import { Icon } from "#app/ui/icons/icon.tsx";\nexport const x = Icon;\n';
  expect(await importErrors("app/ui/example.ts", own)).toEqual([]);
});

test("app code imports no server, tools or test code, and nobody uses ../", async () => {
  const server = 'import { startServer } from "#server/main.ts";\nexport const x = startServer;\n';
  expect(await importErrors("app/loaders/example.ts", server)).toHaveLength(1);
  const parent = 'import { x } from "../other.ts";\nexport const y = x;\n';
  expect(await importErrors("server/example.ts", parent)).toHaveLength(1);
  const tools = 'import { x } from "#tools/test.ts";\nexport const y = x;\n';
  expect(await importErrors("server/example.ts", tools)).toHaveLength(1);
});

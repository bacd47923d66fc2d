import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { requirePostgresInCi } from "./postgres.ts";

test("with CI=true a missing Postgres fails the run instead of skipping its tests", () => {
  const empty = mkdtempSync(path.join(tmpdir(), "no-postgres-"));
  try {
    expect(() => requirePostgresInCi(empty, { CI: "true" })).toThrow(
      `CI=true but Postgres is not installed in ${empty}`,
    );
    // Outside CI the Postgres tests skip on a machine without it.
    expect(() => requirePostgresInCi(empty, {})).not.toThrow();
  } finally {
    rmSync(empty, { recursive: true });
  }
});

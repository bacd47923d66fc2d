/**
 * docs/decisions/README.md indexes every decision: each file has its row (number, title, status,
 * the date its status line gives), a decision another replaced is shown as superseded by it,
 * and every number without a file is explained.
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

const DIR = "docs/decisions";
const index = readFileSync(`${DIR}/README.md`, "utf8");
const files = readdirSync(DIR).filter((name) => /^\d{3}-.*\.md$/.test(name));

interface Row {
  title: string;
  file: string;
  status: string;
  date: string;
}

const rows = new Map<string, Row>();
for (const match of index.matchAll(
  /^\| (\d{3}) +\| \[(.*?)\]\((.*?)\) +\| (.*?) +\| (\S+) +\|/gm,
)) {
  rows.set(match[1] ?? "", {
    title: match[2] ?? "",
    file: match[3] ?? "",
    status: match[4] ?? "",
    date: match[5] ?? "",
  });
}

test("every decision file has its row: title, file, status and date as the file gives them", () => {
  expect(files.length).toBeGreaterThan(60);
  for (const file of files) {
    const text = readFileSync(`${DIR}/${file}`, "utf8");
    const number = file.slice(0, 3);
    const title = /^# \d{3}: (.*)$/m.exec(text)?.[1] ?? "";
    const statusLine = /^Status: .*(?:\n.+)*/m.exec(text)?.[0] ?? "";
    expect(statusLine, `${file} has a status line`).not.toBe("");
    const row = rows.get(number);
    expect(row, `${number} is indexed`).toMatchObject({ title, file });
    expect(statusLine, `${number}'s date`).toContain(row?.date ?? "no date");
    const supersededBy = /^Status: superseded by decision (\d{3})/.exec(statusLine)?.[1];
    expect(row?.status, number).toBe(supersededBy ? `superseded by ${supersededBy}` : row?.status);
    if (!supersededBy) expect(row?.status, number).toMatch(/^accepted/);
  }
  expect([...rows.keys()].sort()).toEqual(files.map((file) => file.slice(0, 3)).sort());
});

test("every number without a decision is explained", () => {
  const numbers = new Set(files.map((file) => Number(file.slice(0, 3))));
  const missing = [];
  for (let number = 1; number < Math.max(...numbers); number++) {
    if (!numbers.has(number)) missing.push(String(number).padStart(3, "0"));
  }
  expect(missing).toEqual(["056", "058", "060"]);
  const explained = index.slice(index.indexOf("## Numbers without a decision"));
  for (const number of missing) expect(explained).toContain(number);
});

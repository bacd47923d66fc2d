/**
 * A markdown source file of a static site generator: front matter (YAML `---`, TOML `+++`, read
 * by the site's own front matter parser; or Hugo's JSON `{`) with its keys lower-cased, and the
 * body with the line it starts at.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { findFrontMatter, parseFrontMatterValues } from "#app/analysis/index.ts";
import { lineAt, type Reporter } from "./reporter.ts";

export interface SourceFile {
  /** Absolute path. */
  file: string;
  /** As printed in reports (relative to the cwd). */
  display: string;
  /** The whole file, front matter included. */
  text: string;
  data: Record<string, unknown>;
  body: string;
  /** The line of the file the body starts at. */
  bodyLine: number;
}

export async function readSourceFile(file: string, reporter: Reporter): Promise<SourceFile> {
  const text = (await readFile(file, "utf8")).replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const display = path.relative(process.cwd(), file) || file;
  const range = findFrontMatter(text);
  if (range) {
    const parsed = parseFrontMatterValues(range);
    const bodyLine = lineAt(text, range.end) + (text.slice(0, range.end).endsWith("\n") ? 0 : 1);
    return {
      file,
      display,
      text,
      data: readData(
        () => {
          if (!parsed.ok) throw new Error(parsed.message);
          return parsed.values;
        },
        display,
        reporter,
      ),
      body: text.slice(range.end),
      bodyLine,
    };
  }
  const json = /^\{[\s\S]*?\n\}[ \t]*\r?\n/.exec(text);
  if (json) {
    const data = readData(() => JSON.parse(json[0]) as unknown, display, reporter);
    return {
      file,
      display,
      text,
      data,
      body: text.slice(json[0].length),
      bodyLine: json[0].split("\n").length,
    };
  }
  return { file, display, text, data: {}, body: text, bodyLine: 1 };
}

function readData(
  parse: () => unknown,
  display: string,
  reporter: Reporter,
): Record<string, unknown> {
  try {
    const value = parse();
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key.toLowerCase(), entry]),
    );
  } catch (error) {
    reporter.add(
      display,
      2,
      `front matter does not parse (${error instanceof Error ? error.message.split("\n")[0] : String(error)}): imported without it`,
    );
    return {};
  }
}

/** Every file under `dir` (recursive), skipping dot folders and `node_modules`. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name.startsWith(".") || entry.name === "node_modules" ? [] : listFiles(full);
      return [full];
    }),
  );
  return nested.flat().sort();
}

/** A front matter value as text (first of a list), or undefined. */
export function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number") return String(value);
  return undefined;
}

/** Tags, categories or authors as a list of names (`a, b`, `a b` for Jekyll, or a list). */
export function listOf(value: unknown, separator: RegExp = /\s*,\s*/): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => listOf(item, separator));
  if (typeof value === "string")
    return value
      .split(separator)
      .map((part) => part.trim())
      .filter(Boolean);
  if (typeof value === "number") return [String(value)];
  if (typeof value === "object" && value !== null && "name" in value)
    return listOf((value as { name: unknown }).name);
  return [];
}

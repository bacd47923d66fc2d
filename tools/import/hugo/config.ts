/** A Hugo site's configuration: `hugo.toml`/`config.toml` (or YAML, JSON, or `config/_default/`). */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import {
  emailOf,
  socialFromAccounts,
  socialFromUrls,
  type SocialLink,
} from "#tools/import/lib/social.ts";

export interface HugoConfig {
  title?: string;
  description?: string;
  baseUrl?: string;
  language?: string;
  contentDir: string;
  /** Section → permalink pattern. */
  permalinks: Record<string, string>;
  /** `[social]`, `[params.social]` (a map of accounts or a list of `{ name, url }`). */
  social: SocialLink[];
  /** `params.email` or the author's. */
  email?: string;
  /** `[params]`, keys in lower case (Hugo reads them so), for the `param` shortcode. */
  params: Record<string, unknown>;
}

const NAMES = ["hugo", "config"].flatMap((name) =>
  ["toml", "yaml", "yml", "json"].map((ext) => `${name}.${ext}`),
);

export async function readHugoConfig(dir: string): Promise<HugoConfig> {
  const candidates = [
    ...NAMES.map((name) => path.join(dir, name)),
    ...NAMES.map((name) => path.join(dir, "config", "_default", name)),
  ];
  let raw: Record<string, unknown> = {};
  for (const file of candidates) {
    const text = await readFile(file, "utf8").catch(() => undefined);
    if (text === undefined) continue;
    const parsed: unknown = file.endsWith(".toml")
      ? parseToml(text)
      : file.endsWith(".json")
        ? JSON.parse(text)
        : parseYaml(text);
    raw = lowerKeys(parsed);
    break;
  }
  const params = lowerKeys(raw.params);
  const permalinks = lowerKeys(raw.permalinks);
  const page = lowerKeys(permalinks.page);
  return {
    title: stringOf(raw.title),
    description: stringOf(params.description) ?? stringOf(params.subtitle),
    baseUrl: stringOf(raw.baseurl)?.replace(/\/+$/, ""),
    language: stringOf(raw.languagecode)?.split("-")[0],
    contentDir: stringOf(raw.contentdir) ?? "content",
    social: hugoSocial(raw.social, params.social),
    params,
    email:
      emailOf(params.email) ??
      emailOf(lowerKeys(raw.author).email) ??
      emailOf(lowerKeys(params.author).email),
    permalinks: Object.fromEntries(
      Object.entries({ ...permalinks, ...page }).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ),
  };
}

function hugoSocial(...values: unknown[]): SocialLink[] {
  return values.flatMap((value) =>
    Array.isArray(value)
      ? socialFromUrls(
          value.map((entry: unknown) =>
            typeof entry === "string" ? entry : String(lowerKeys(entry).url ?? ""),
          ),
        )
      : socialFromAccounts(lowerKeys(value)),
  );
}

function lowerKeys(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key.toLowerCase(), entry]),
  );
}

function stringOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

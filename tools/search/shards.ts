/**
 * Shard files: the terms' entries in term order, cut where the content says so rather than at a
 * fixed size, so that an edit that changes a few terms changes their shards and not every shard
 * after them. A shard ends after a term whose hash is a boundary once it holds `SHARD_MIN`
 * characters, or at `SHARD_MAX` whatever the term (about 8–15 KB compressed). A shard's file is
 * named by its content: a shard whose terms did not change keeps its name and is not written.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { hashOf } from "#app/content/index.server.ts";
import type { Part } from "./postings.ts";

const SHARD_MIN = 32_000;
const SHARD_MAX = 64_000;
/** One term in this many ends a shard (once it holds SHARD_MIN characters). */
const BOUNDARY_EVERY = 16;

export interface ShardWriter {
  /** Files of the last index still in the folder, reused when a shard has their name. */
  existing: ReadonlySet<string>;
  write: (file: string, text: string) => void;
}

/** Cuts `parts` (in term order) into shards, writes the new ones; returns meta's shard list. */
export function writeShards(
  parts: Iterable<Part>,
  shardsDir: string,
  { existing, write }: ShardWriter,
): [string, string][] {
  const shards: [string, string][] = [];
  let texts: string[] = [];
  let size = 0;
  let first = "";
  const cut = () => {
    if (texts.length === 0) return;
    const json = `{${texts.join(",")}}`;
    const name = `${hashOf(json).slice(0, 16)}.json`;
    if (!existing.has(name)) write(path.join(shardsDir, name), json);
    shards.push([first, name]);
    texts = [];
    size = 0;
  };
  for (const [term, text] of parts) {
    if (texts.length === 0) first = term;
    texts.push(text);
    size += text.length;
    if ((size >= SHARD_MIN && isBoundary(term)) || size >= SHARD_MAX) cut();
  }
  cut();
  return shards;
}

/** Removes the shards of the last index that the new one no longer lists, with their siblings. */
export function removeShards(shardsDir: string, names: Iterable<string>): void {
  for (const name of names) {
    for (const suffix of ["", ".br", ".gz"]) {
      rmSync(path.join(shardsDir, `${name}${suffix}`), { force: true });
    }
  }
}

/** FNV-1a over the term's UTF-16 units: the same cuts on every machine. */
function isBoundary(term: string): boolean {
  let hash = 0x811c9dc5;
  for (let index = 0; index < term.length; index++) {
    hash = Math.imul(hash ^ term.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash % BOUNDARY_EVERY === 0;
}

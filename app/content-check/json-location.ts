/**
 * Where things are in a JSON text: the offset of a syntax error, the spans of a top-level
 * array's elements and of an object's property values. Only locates; the values themselves
 * come from `JSON.parse`, so the checker sees exactly what the site sees.
 */

export type JsonParse =
  { ok: true; value: unknown } | { ok: false; message: string; offset: number };

export interface Span {
  start: number;
  end: number;
}

/** `JSON.parse`, with the error's character offset (end of text when the engine gives none). */
export function parseJsonAt(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(raw);
    const message = raw
      .replace(/,? in JSON at position \d+.*$/s, "")
      .replace(/ \(line \d+ column \d+\)$/, "");
    return { ok: false, message, offset: position ? Number(position[1]) : text.length };
  }
}

/** The spans of the elements of the top-level array in valid JSON `text`, in order. */
export function locateArrayElements(text: string): Span[] {
  const open = text.indexOf("[");
  return open === -1 ? [] : scanMembers(text, open).map((member) => member.value);
}

/** The span of property `key`'s name in the object at `span` of valid JSON `text`. */
export function locateProperty(text: string, span: Span, key: string): Span | undefined {
  if (text[span.start] !== "{") return undefined;
  return scanMembers(text, span.start).find((member) => member.key === key)?.keySpan;
}

/**
 * Where the value at `path` (`["nav", 0, "url"]`) of valid JSON `text` is written: a property's
 * name, an array element's start; as far as the path goes when part of it is missing.
 */
export function locatePath(text: string, path: readonly (string | number)[]): number {
  let at = skipSpace(text, 0);
  let found = at;
  for (const step of path) {
    if (text[at] !== "{" && text[at] !== "[") break;
    const members = scanMembers(text, at);
    const member = typeof step === "number" ? members[step] : members.find((m) => m.key === step);
    if (!member) break;
    found = member.keySpan?.start ?? member.value.start;
    at = member.value.start;
  }
  return found;
}

interface Member {
  key?: string;
  keySpan?: Span;
  value: Span;
}

/** Members of the array or object opening at `open`; strings and nesting are skipped over. */
function scanMembers(text: string, open: number): Member[] {
  const isObject = text[open] === "{";
  const members: Member[] = [];
  let index = skipSpace(text, open + 1);
  while (index < text.length && text[index] !== "]" && text[index] !== "}") {
    let member: Partial<Member> = {};
    if (isObject) {
      const keyEnd = skipValue(text, index);
      member = {
        key: JSON.parse(text.slice(index, keyEnd)) as string,
        keySpan: { start: index, end: keyEnd },
      };
      index = skipSpace(text, skipSpace(text, keyEnd) + 1);
    }
    const end = skipValue(text, index);
    members.push({ ...member, value: { start: index, end } });
    index = skipSpace(text, end);
    if (text[index] === ",") index = skipSpace(text, index + 1);
  }
  return members;
}

function skipSpace(text: string, index: number): number {
  while (index < text.length && /\s/.test(text[index] ?? "")) index += 1;
  return index;
}

/** The offset just past the JSON value starting at `index`. */
function skipValue(text: string, index: number): number {
  const first = text[index];
  if (first === '"') {
    let cursor = index + 1;
    while (cursor < text.length && text[cursor] !== '"') cursor += text[cursor] === "\\" ? 2 : 1;
    return cursor + 1;
  }
  if (first === "[" || first === "{") {
    let depth = 0;
    for (let cursor = index; cursor < text.length; cursor += 1) {
      const char = text[cursor];
      if (char === '"') cursor = skipValue(text, cursor) - 1;
      else if (char === "[" || char === "{") depth += 1;
      else if ((char === "]" || char === "}") && --depth === 0) return cursor + 1;
    }
    return text.length;
  }
  const match = /^[^\s,\]}]+/.exec(text.slice(index, index + 64));
  return index + (match?.[0].length ?? 1);
}

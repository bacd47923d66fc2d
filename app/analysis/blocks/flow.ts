/** The page order of a lexed file: its top-level tokens, comments removed, and its markers. */
import type { Token, Tokens } from "#app/markdown/index.ts";
import type { FoundComment } from "./comments.ts";
import { contentWarning, type ContentProblem } from "./content-problem.ts";

export interface Range {
  start: number;
  end: number;
}

export type Marker = (Range & { kind: "product"; number?: number }) | (Range & { kind: "faq" });

/** The document in page order: top-level tokens (comments removed) and the markers between. */
export type FlowItem = { kind: "token"; token: Token } | { kind: "marker"; marker: Marker };

/**
 * Removes every comment from the tokens and lays out the page order. A marker that stands alone
 * (a top-level HTML block) cuts the text where it is; one inside a paragraph, list, quote or
 * table takes effect after that block, so no list or sentence is ever split.
 */
export function buildFlow(
  tokens: Token[],
  comments: readonly FoundComment[],
  markerAt: ReadonlyMap<FoundComment, Marker>,
  problems: ContentProblem[],
): FlowItem[] {
  const flow: FlowItem[] = [];
  tokens.forEach((token, top) => {
    const inside = comments.filter((comment) => comment.top === top);
    if (inside.length === 0) return void flow.push({ kind: "token", token });
    if (inside[0]?.token === token) {
      // A top-level HTML block: split it around its markers.
      let at = 0;
      const html = token as Tokens.HTML;
      for (const comment of inside) {
        pushHtml(flow, html, html.text.slice(at, comment.index));
        at = comment.index + comment.text.length;
        const marker = markerAt.get(comment);
        if (marker) flow.push({ kind: "marker", marker });
      }
      return pushHtml(flow, html, html.text.slice(at));
    }
    for (const comment of [...inside].reverse()) removeComment(comment);
    flow.push({ kind: "token", token });
    for (const comment of inside) {
      const marker = markerAt.get(comment);
      if (!marker) continue;
      flow.push({ kind: "marker", marker });
      const label = marker.kind === "faq" ? "INSERT FAQ" : "INSERT PRODUCT";
      problems.push(
        contentWarning(`${label} inside a ${token.type}: it takes effect after it`, marker.start),
      );
    }
  });
  return flow;
}

function pushHtml(flow: FlowItem[], token: Tokens.HTML, text: string): void {
  if (text.trim() !== "") flow.push({ kind: "token", token: { ...token, raw: text, text } });
}

function removeComment({ token, index, text }: FoundComment): void {
  const kept = token.text.slice(0, index) + token.text.slice(index + text.length);
  token.text = kept;
  token.raw = kept;
}

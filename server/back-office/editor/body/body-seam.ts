/**
 * The body widget's props: Decap's, and the findings it underlines.
 */
import type { BodyDiagnostic } from "./code-editor.ts";
import type { DecapEntry } from "./live-check.ts";

type Data = Record<string, unknown>;

/** What Decap gives a widget's control that this one uses (Decap's own types are `any`). */
export interface BodyControlProps {
  forID: string;
  value?: unknown;
  field: unknown;
  classNameWrapper: string;
  onChange(value: string): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  mediaPaths: { get(id: string): unknown };
  onOpenMediaLibrary(options: Data): void;
  onRemoveInsertedMedia(id: string): void;
  /** The entry being edited (its path, or a new entry's row). */
  getEntry?(): DecapEntry;
}

/** Beside Decap's props: the findings to underline (body-widget.tsx). */
export interface BodyFindings {
  diagnostics?: readonly BodyDiagnostic[];
}

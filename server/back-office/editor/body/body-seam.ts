/**
 * The body widget's props: Decap's, and the seam a live checker drives (body-widget.tsx's opening
 * comment says how).
 */
import type { BodyDiagnostic } from "./code-editor.ts";

type Data = Record<string, unknown>;

/** What a live checker outside the widget drives (see the opening comment). */
interface BodyHandle {
  jumpTo(line: number, column: number): void;
  setDiagnostics(findings: readonly BodyDiagnostic[]): void;
}

/** What a caller gives the widget beside Decap's props (see the opening comment). */
export interface BodySeam {
  diagnostics?: readonly BodyDiagnostic[];
  handle?(handle: BodyHandle | undefined): void;
}

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
}

/**
 * The W3C Nu Html Checker (`vnu-jar`) over HTML files: its errors, less the documented false
 * positives below. Runs `java` from the PATH (Debian's `default-jre-headless`).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface VnuMessage {
  url: string;
  message: string;
  extract?: string;
}

/**
 * Messages the checker gives that the HTML standard contradicts, each with its reason.
 * - `<link rel="expect" href="#…" blocking="render">`: the HTML standard defines the `expect`
 *   link type and allows `blocking="render"` on it ("Link types", `expect`); the checker still
 *   knows `blocking` only on stylesheets.
 */
const FALSE_POSITIVES: { message: RegExp; extract: RegExp }[] = [
  {
    message: /“link” element with a “blocking” attribute must have a “rel” attribute/,
    extract: /<link rel="expect"/,
  },
];

const JAR = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));

/** Every error in `files`, checked in one run of the checker. */
export function vnuErrors(files: readonly string[]): VnuMessage[] {
  const run = spawnSync("java", ["-jar", JAR, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stderr) as {
    messages: (VnuMessage & { type: string })[];
  };
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .filter(
      ({ message, extract = "" }) =>
        !FALSE_POSITIVES.some(
          (known) => known.message.test(message) && known.extract.test(extract),
        ),
    )
    .map(({ url, message, extract }) => ({ url, message, ...(extract && { extract }) }));
}

/**
 * Uploaded images, checked by their bytes before anything is written: the size limit, then the
 * file's own signature (magic number) must match its name's type, then sharp must read it as
 * that format. A renamed text file, a truncated photo or an SVG is refused.
 */
import sharp from "sharp";
import { refuse } from "./errors.ts";

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_MARKDOWN_BYTES = 1024 * 1024;
/** JSON files (links.json of a large site): as large as a markdown file may be, twice. */
export const MAX_JSON_BYTES = 2 * MAX_MARKDOWN_BYTES;

/** The format sharp reports for each file type the back office takes. */
const FORMATS: Record<string, string> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  gif: "gif",
  webp: "webp",
  avif: "heif",
};

function signature(bytes: Buffer): string | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1");
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12))) return "heif";
  return undefined;
}

/** Resolves when `bytes` are an image of `extension`'s type; rejects with a 4xx saying why not. */
export async function checkImage(file: string, extension: string, bytes: Buffer): Promise<void> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    refuse(413, `${file}: ${mb(bytes.length)} is over the 20 MB an image may have`);
  }
  if (extension.toLowerCase() === "svg") {
    refuse(
      415,
      `${file}: SVG uploads are refused (an SVG can carry script); upload a PNG, JPEG or WebP`,
    );
  }
  const expected = FORMATS[extension.toLowerCase()];
  const found = signature(bytes);
  if (expected === undefined || found !== expected) {
    refuse(415, `${file}: its bytes are not a ${extension.toUpperCase()} image`);
  }
  const metadata = await sharp(bytes, { failOn: "error" })
    .metadata()
    .catch(() => undefined);
  if (metadata?.format !== expected || !metadata?.width || !metadata.height) {
    refuse(415, `${file}: the image cannot be read (${extension.toUpperCase()} expected)`);
  }
}

export function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

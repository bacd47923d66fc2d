/**
 * The media library's upload form (media-library.tsx): a file, its alt text (required) and its
 * folder; written at once with `persistMedia` (checked by its bytes on the server, refused with
 * its one line shown here) under a safe, unused name, then used; its alt text is kept for the
 * forms with an alt field.
 */
import { useId, useState } from "react";
import { call } from "#server/back-office/editor/api.ts";
import { publicPath, rememberAlt, UPLOAD_FOLDER, uploadPath } from "./image-choices.ts";

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(new Error(`${file.name} could not be read`));
    reader.readAsDataURL(file);
  });

/** The upload: a file, its alt text (required) and its folder; written at once, then used. */
export function UploadForm({
  folders,
  taken,
  insert,
}: {
  folders: readonly string[];
  taken: readonly string[];
  insert: (path: string) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | undefined>();
  const [alt, setAlt] = useState("");
  const [target, setTarget] = useState(UPLOAD_FOLDER);
  const [uploadNote, setUploadNote] = useState("");
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) return setUploadNote("Choose an image file to upload first.");
    if (alt.trim() === "")
      return setUploadNote(
        "Write the alt text first: it describes the image for readers who cannot see it.",
      );
    setBusy(true);
    setUploadNote(`Uploading ${file.name}…`);
    try {
      const path = uploadPath(target, file.name, taken);
      await call("persistMedia", {
        asset: { path, content: await readBase64(file), encoding: "base64" },
      });
      rememberAlt(publicPath(path), alt);
      insert(publicPath(path));
    } catch (error) {
      setUploadNote(`Not uploaded: ${(error as Error).message}`);
      setBusy(false);
    }
  };

  return (
    <fieldset className="media-library__upload">
      <legend>Upload an image</legend>
      <label htmlFor={`${id}-file`}>Image file (PNG, JPEG, WebP, GIF or AVIF)</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        onChange={(event) => setFile(event.target.files?.[0])}
      />
      <label htmlFor={`${id}-alt`}>Alt text (what the image shows)</label>
      <input
        id={`${id}-alt`}
        type="text"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      <label htmlFor={`${id}-target`}>Upload to folder</label>
      <select
        id={`${id}-target`}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      >
        {folders.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button type="button" disabled={busy} onClick={() => void upload()}>
        Upload and use
      </button>
      <p role="status">{uploadNote}</p>
    </fieldset>
  );
}

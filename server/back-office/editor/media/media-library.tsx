/**
 * The editor's media library (registered with `CMS.registerMediaLibrary`, named in config.yml's
 * `media_library`): every image of the content folder (the back office's `listImages`), with its
 * folder, a folder filter and a search box. Choosing an image inserts the path the site serves it
 * at, so the file is reused, never copied; an upload asks for its alt text and its folder, is
 * written at once (`persistMedia`: checked by its bytes, refused with one line when it is not an
 * image) and inserted the same way; its alt text is kept for the forms with an alt field.
 */
import { useEffect, useId, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { call, readFolderImage } from "#server/back-office/editor/api.ts";
import {
  filterImages,
  foldersOf,
  publicPath,
  rememberAlt,
  UPLOAD_FOLDER,
  uploadPath,
  type FolderImage,
} from "./image-choices.ts";
import { MEDIA_CSS } from "./media-css.ts";

/** Thumbnails are read one by one through the API: this many at a time; search narrows. */
const SHOWN = 48;

const thumbnails = new Map<string, Promise<string | undefined>>();
const thumbnail = (file: string) => {
  if (!thumbnails.has(file)) thumbnails.set(file, readFolderImage(file));
  return thumbnails.get(file);
};

function Thumbnail({ file }: { file: string }) {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    void thumbnail(file)?.then((found) => current && setUrl(found));
    return () => {
      current = false;
    };
  }, [file]);
  return url ? <img src={url} alt="" /> : <span className="media-library__pending" />;
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(new Error(`${file.name} could not be read`));
    reader.readAsDataURL(file);
  });

/** The upload: a file, its alt text (required) and its folder; written at once, then used. */
function UploadForm({
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

/** The dialog: the search, the folder filter and the images, then the upload form. */
function MediaLibrary({ insert, close }: { insert: (path: string) => void; close: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [images, setImages] = useState<FolderImage[] | undefined>();
  const [problem, setProblem] = useState("");
  const [query, setQuery] = useState("");
  const [folder, setFolder] = useState("");

  useEffect(() => {
    dialog.current?.showModal();
    call("listImages", {}).then(
      (answer) => setImages(answer as FolderImage[]),
      (error: unknown) => {
        setImages([]);
        setProblem(`The images could not be listed: ${String((error as Error).message)}`);
      },
    );
  }, []);

  const folders = foldersOf(images ?? []);
  const found = filterImages(images ?? [], folder, query);
  const shown = found.slice(0, SHOWN);

  const count =
    images === undefined
      ? "Listing the images…"
      : `${found.length} ${found.length === 1 ? "image" : "images"}${found.length > SHOWN ? `, the first ${SHOWN} shown: search to narrow` : ""}.`;

  return (
    <dialog
      ref={dialog}
      className="media-library"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="media-library__head">
        <h2 id={`${id}-title`}>Images of the site</h2>
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
      <div className="media-library__filters">
        <div>
          <label htmlFor={`${id}-search`}>Search images</label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            autoFocus
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-folder`}>Folder</label>
          <select
            id={`${id}-folder`}
            value={folder}
            onChange={(event) => setFolder(event.target.value)}
          >
            <option value="">All folders</option>
            {folders.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status">{problem || count}</p>
      <ul className="media-library__grid" aria-label="Images">
        {shown.map((image) => (
          <li key={image.path}>
            <button type="button" onClick={() => insert(publicPath(image.path))}>
              <Thumbnail file={image.path} />
              <span className="media-library__name">{image.name}</span>
              <span className="media-library__hidden"> in </span>
              <span className="media-library__folder">{image.folder}</span>
            </button>
          </li>
        ))}
      </ul>
      <UploadForm
        folders={folders}
        taken={(images ?? []).map((image) => image.path)}
        insert={insert}
      />
    </dialog>
  );
}

/** Decap's external media library: `show` opens the dialog for one field, `hide` closes it. */
export const siteMediaLibrary = {
  name: "site-images",
  init({ handleInsert }: { handleInsert: (url: string) => void }) {
    let root: Root | undefined;
    let returnTo: HTMLElement | null = null;
    const hide = () => {
      root?.unmount();
      root = undefined;
      document.getElementById("site-media-library")?.remove();
      returnTo?.focus();
    };
    const show = () => {
      hide();
      returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const host = document.createElement("div");
      host.id = "site-media-library";
      document.body.append(host);
      root = createRoot(host);
      root.render(
        <>
          <style>{MEDIA_CSS}</style>
          <MediaLibrary
            insert={(path) => {
              handleInsert(path);
              hide();
            }}
            close={hide}
          />
        </>,
      );
    };
    return { show, hide, enableStandalone: () => true };
  },
};

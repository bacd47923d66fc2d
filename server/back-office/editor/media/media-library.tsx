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
import { call } from "#server/back-office/editor/api.ts";
import { filterImages, foldersOf, type FolderImage } from "./image-choices.ts";
import { ImageGrid } from "./image-grid.tsx";
import { MEDIA_CSS } from "./media-css.ts";
import { UploadForm } from "./upload-form.tsx";

/** Thumbnails are read one by one through the API: this many at a time; search narrows. */
const SHOWN = 48;

/** What the list holds, for the status line. */
function countLine(found: number | undefined): string {
  if (found === undefined) return "Listing the images…";
  const more = found > SHOWN ? `, the first ${SHOWN} shown: search to narrow` : "";
  return `${found} ${found === 1 ? "image" : "images"}${more}.`;
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
      <p role="status">{problem || countLine(images && found.length)}</p>
      <ImageGrid images={shown} insert={insert} />
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

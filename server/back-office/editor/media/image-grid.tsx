/**
 * The media library's images (media-library.tsx): a button per image, its thumbnail (read once
 * through the back office's `getMediaFile`), its name and its folder; a click uses it.
 */
import { useEffect, useState } from "react";
import { readFolderImage } from "#server/back-office/editor/api.ts";
import { publicPath, type FolderImage } from "./image-choices.ts";

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

export function ImageGrid({
  images,
  insert,
}: {
  images: readonly FolderImage[];
  insert: (path: string) => void;
}) {
  return (
    <ul className="media-library__grid" aria-label="Images">
      {images.map((image) => (
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
  );
}

import { PRODUCT_BOX } from "./image-manifest.ts";
import { usePageImages } from "./images-context.ts";
import { toSrcset } from "./srcset.ts";

/**
 * A product card's image. With build variants: `<picture>` with AVIF and WebP at 1× and 2× of
 * the 250×180 box and the image's own proportions as width/height. Without (an image published
 * after the build): the original, in the same fixed box, so the card never changes size.
 */
export function ProductPicture({ src, alt, className }: ProductPictureProps) {
  const images = usePageImages();
  const image = images?.products[src];
  const priority = images?.priority === src;
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  if (!image) {
    const { width, height } = PRODUCT_BOX;
    const props = { className, src, alt, width, height, loading, fetchPriority } as const;
    return <img {...props} decoding="async" />;
  }
  // The box is 180 px high on every screen; on a phone it is wider than 250 px, so the image is
  // drawn at the height-limited width.
  const phoneWidth = Math.round((PRODUCT_BOX.height * image.width) / image.height);
  const sizes =
    phoneWidth === image.width
      ? `${image.width}px`
      : `(max-width: 767px) ${phoneWidth}px, ${image.width}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={toSrcset(image.variants.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={toSrcset(image.variants.webp)} sizes={sizes} />
      <img
        className={className}
        src={src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}

interface ProductPictureProps {
  src: string;
  alt: string;
  className: string;
}

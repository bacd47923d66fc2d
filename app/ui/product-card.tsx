import type { Product } from "#app/engine/blocks/product.ts";

/** Card and image size (spec section 9); set on the image so nothing shifts when it loads. */
const CARD_WIDTH = 250;
const IMAGE_HEIGHT = 180;

export type ProductCardPlacement = "grid" | "inline" | "answer";

/**
 * One affiliate product. Every field is plain text rendered by React (escaped); the link is an
 * http(s) URL checked by the parser and opens in a new tab without a handle on this window.
 */
export function ProductCard({
  product,
  placement,
}: {
  product: Product;
  placement: ProductCardPlacement;
}) {
  const float = placement === "inline" ? ` product-card--float-${product.floatDirection}` : "";
  return (
    // Affiliate cards are not what a reader searches for: the search index skips them.
    <aside
      className={`product-card product-card--${placement}${float}`}
      aria-label={product.title}
      data-pagefind-ignore=""
    >
      <a
        className="product-card__link"
        href={product.link}
        target="_blank"
        rel="sponsored nofollow noopener"
      >
        {product.imageUrl ? (
          <img
            className="product-card__image"
            src={product.imageUrl}
            alt={product.alt}
            width={CARD_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="product-card__image product-card__image--none" aria-hidden="true" />
        )}
        <span className="product-card__title">{product.title}</span>
        {product.description && (
          <span className="product-card__description">{product.description}</span>
        )}
        {product.price && <span className="product-card__price">{product.price}</span>}
        {product.hoverLabel && <span className="product-card__hover">{product.hoverLabel}</span>}
      </a>
    </aside>
  );
}

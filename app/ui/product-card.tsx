import type { Product } from "#app/analysis/index.ts";
import { ProductPicture } from "#app/images/index.ts";
import { formatDay as formatPriceDate } from "#app/content/index.ts";

export type ProductCardPlacement = "grid" | "inline" | "answer";

/**
 * One affiliate product. Every field is plain text rendered by React (escaped); the link is an
 * http(s) URL checked by the parser and opens in a new tab without a handle on this window.
 */
export function ProductCard({
  product,
  placement,
  name = product.title,
}: {
  product: Product;
  placement: ProductCardPlacement;
  /** Its landmark's name, unique on the page; the product's title unless given. */
  name?: string;
}) {
  const float = placement === "inline" ? ` product-card--float-${product.floatDirection}` : "";
  return (
    // Affiliate cards are not what a reader searches for: the search index skips them.
    <aside
      className={`product-card product-card--${placement}${float}`}
      aria-label={name}
      data-search-ignore=""
    >
      <a
        className="product-card__link"
        href={product.link}
        target="_blank"
        rel="sponsored nofollow noopener"
      >
        {product.imageUrl ? (
          <ProductPicture
            className="product-card__image"
            src={product.imageUrl}
            alt={product.alt}
          />
        ) : (
          <span className="product-card__image product-card__image--none" aria-hidden="true" />
        )}
        <span className="product-card__title">{product.title}</span>
        {product.description && (
          <span className="product-card__description">{product.description}</span>
        )}
        {product.price && <span className="product-card__price">{product.price}</span>}
        {product.price && product.priceDate && (
          <span className="product-card__price-date">
            Price as of {formatPriceDate(product.priceDate)}
          </span>
        )}
        {product.hoverLabel && <span className="product-card__hover">{product.hoverLabel}</span>}
      </a>
    </aside>
  );
}

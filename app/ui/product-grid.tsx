import type { Product } from "#app/analysis/index.ts";
import { ProductCard } from "./product-card.tsx";

/** The products of a generic page, side by side; one column on phones. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <section className="product-grid" aria-label="Products">
      {products.map((product) => (
        <ProductCard key={product.number} product={product} placement="grid" />
      ))}
    </section>
  );
}

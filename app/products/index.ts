/** What other features may use of `app/products/`: the affiliate product card and grid. */
export { ProductGrid } from "./product-grid.tsx";
export { ProductCard } from "./product-card.tsx";

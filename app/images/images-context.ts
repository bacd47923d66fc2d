import { createContext, useContext } from "react";
import type { PageImages } from "./page-images.ts";

/** The page's image variants, for product cards deep in any layout. */
export const ImagesContext = createContext<PageImages | undefined>(undefined);

export function usePageImages(): PageImages | undefined {
  return useContext(ImagesContext);
}

import { expect, test } from "vitest";
import { listFirstLoadScripts, listStaticImports } from "./first-load.ts";

test("static imports of a minified module are found; dynamic imports are not", () => {
  const code =
    'import{a as e}from"./framework-X1.js";import"./side-Y2.js";export{b}from"./re-Z3.js";const l=()=>import("./lazy-Q4.js");';
  expect(listStaticImports(code)).toEqual(["./framework-X1.js", "./side-Y2.js", "./re-Z3.js"]);
});

test("a page's first-load scripts come from its module script imports and any preloads", () => {
  const html =
    '<link rel="modulepreload" href="/assets/a.js"/><script type="module">import "/assets/b.js"; import * as r from "/assets/c.js";\nimport("/assets/d.js");</script>';
  expect(listFirstLoadScripts(html).toSorted()).toEqual([
    "/assets/a.js",
    "/assets/b.js",
    "/assets/c.js",
    "/assets/d.js",
  ]);
});

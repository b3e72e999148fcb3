// Build step of the message catalogs (ADR 020): every `messages.<lang>.json` (flat
// `"id": "ICU message"`) and `contract/messages/*.<lang>.json` is compiled when imported, so the
// browser receives Lingui's compiled form and no ICU parser ships.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { compileCatalog } from "../server/lib/compile-catalog.ts";

/** Catalog files: a feature's or the shell's `messages.en.json`, the contract's `auth.ml.json`. */
export const CATALOG_FILE =
  /(?:[\\/]messages\.|[\\/]contract[\\/]messages[\\/][\w-]+\.)(en|ml|ar)\.json$/;

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * Runs before Vite's JSON plugin and hands it the compiled catalog, still JSON: the module is
 * then the usual JSON module (default export, tree-shaken like any other).
 */
export function catalogsPlugin(): Plugin {
  return {
    name: "blockvocates-catalogs",
    enforce: "pre",
    transform(source, id) {
      const file = id.split("?")[0] ?? id;
      // The server's catalogs are compiled by the server itself (server/lib/i18n.ts).
      if (!CATALOG_FILE.test(file)) return null;
      if (path.relative(projectRoot, file).split(path.sep)[0] === "server") return null;
      const messages = JSON.parse(source) as Record<string, string>;
      return { code: JSON.stringify(compileCatalog(messages, file)), map: null };
    },
  };
}

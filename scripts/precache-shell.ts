// Which built files the service worker precaches (ADR 043): the app's shell, read from Vite's
// build manifest rather than guessed from hashed file names. The entry and what it loads at
// once, the pages' loaders, the switch to another language with the shell's catalogs, and the
// offline banner with its catalogs, the toasts, each with the chunks they import. Every other chunk (a
// page's code) is kept by the worker when a page loads it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The build manifest's keys (source paths under web/) whose chunks make the shell. */
const SHELL_SOURCES = [
  /^app\/page-modules\.ts$/,
  /^lib\/shell-schemas\.ts$/,
  /^i18n\/switch-locale\.ts$/,
  /^app\/messages\.(ml|ar)\.json$/,
  /^pwa\//,
  // The toasts: a write refused offline says so in one (web/lib/toast.ts loads them on first use).
  /node_modules\/@mantine\/notifications\//,
];

/** The offline banner's code loads the worker's registration (workbox-window) on demand. */
const WITH_LAZY_IMPORTS = /^pwa\//;

/** The files (relative to the web root) of the shell's chunks, with their imports and styles. */
export function shellFiles(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (WITH_LAZY_IMPORTS.test(key)) for (const lazy of chunk.dynamicImports ?? []) visit(lazy);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || SHELL_SOURCES.some((source) => source.test(key))) visit(key);
  }
  return [...files].sort();
}

/**
 * A Workbox manifest transform: the entries the globs found (index.html, the icons) and the
 * shell's files. Hashed files need no revision.
 */
export function precacheShell(webRoot: string) {
  return (entries: Array<{ url: string; revision: string | null; size: number }>) => {
    const manifestFile = path.join(webRoot, ".vite", "manifest.json");
    if (!existsSync(manifestFile)) return { manifest: entries, warnings: ["no build manifest"] };
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
      string,
      ManifestChunk
    >;
    const known = new Set(entries.map((entry) => entry.url));
    const shell = shellFiles(manifest)
      .filter((file) => !known.has(file))
      .map((file) => ({ url: file, revision: null, size: 0 }));
    return { manifest: [...entries, ...shell] };
  };
}

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precacheShell } from "./scripts/precache-shell.ts";
import { catalogsPlugin } from "./scripts/vite-catalogs.ts";
import { lazyContractPlugin } from "./scripts/vite-lazy-contract.ts";

/** The favicon (327 bytes) inside the page: one request fewer on every first visit. */
const inlineFavicon: Plugin = {
  name: "inline-favicon",
  apply: "build",
  transformIndexHtml: (html) =>
    html.replace(
      'href="/favicon.svg"',
      `href="data:image/svg+xml,${encodeURIComponent(readFileSync("web/public/favicon.svg", "utf8"))}"`,
    ),
};

/**
 * The service worker (ADR 043): web/sw.ts built into dist/web/sw.js with the list of the shell's
 * files to precache (index.html, the icons, and the shell's chunks: scripts/precache-shell.ts).
 * Other code is kept as pages load it. The manifest is the server's (one per language); the
 * page registers the worker itself, after load (web/pwa/after-load.ts).
 */
const serviceWorker = VitePWA({
  strategies: "injectManifest",
  srcDir: ".",
  filename: "sw.ts",
  registerType: "prompt",
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ["index.html", "icons/*.png"],
    manifestTransforms: [precacheShell(fileURLToPath(new URL("./dist/web", import.meta.url)))],
  },
});

/** The entry module itself stays the entry chunk (index.html's script, the manifest's entry). */
const notTheEntry = (id: string) => !/web[\\/](main\.tsx|index\.html)/.test(id);

export default defineConfig(({ command, isSsrBuild }) => ({
  root: "web",
  publicDir: "public",
  plugins: [catalogsPlugin(), lazyContractPlugin, react(), inlineFavicon, serviceWorker],
  resolve: {
    alias: [
      // React 19's own hook instead of the pre-18 fallback @lingui/react imports (ADR 020).
      {
        // Exactly the shim: recharts' `…/shim/with-selector` stays the package's, which then
        // imports the shim (and so this hook) itself.
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL("./web/i18n/use-sync-external-store.ts", import.meta.url),
        ),
      },
      // The browser's zod never compiles with `new Function`: the CSP has no 'unsafe-eval', and
      // zod's probe for it raised a violation report (ADR 048).
      ...(command === "build" && !isSsrBuild
        ? [
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL("./web/lib/zod-jitless.ts", import.meta.url)),
            },
          ]
        : []),
      // React Router 7's package exports only its development build (remix-run/react-router#12532,
      // #14102: dev-only warnings and their code in every bundle). The build takes its production
      // build, published beside it (ADR 022); `vite dev` keeps the warnings.
      ...(command === "build"
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    target: "es2022",
    cssCodeSplit: true,
    reportCompressedSize: false,
    // Every browser the app supports reads `modulepreload` (Safari since 17); without the polyfill
    // the landing's initial JavaScript is 0.3 KB lighter (ADR 022, ADR 048).
    modulePreload: { polyfill: false },
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // A group's chunks split by the pages using them are named after all those pages
            // (`shared~a~b~…`, 100 characters and more, written into each importer's preload
            // list): the group's name is enough.
            chunkFileNames: (chunk: { name: string }) =>
              `assets/${chunk.name.split("~")[0]}-[hash].js`,
            // Their style sheets too.
            assetFileNames: (asset: { names: string[] }) =>
              `assets/${(asset.names[0] ?? "asset").split("~")[0]?.replace(/\.[^.]+$/, "")}-[hash][extname]`,
            // Without a group every module shared by the entry and a lazy page became a chunk of
            // its own: the landing loaded ~50 files. Now everything the entry imports statically
            // (the shell and the landing) is one chunk; the other pages stay split per page.
            codeSplitting: {
              groups: [
                { name: "app", tags: ["$initial"], test: notTheEntry },
                // Mantine's components beyond the shell's, one chunk: a signed-in page loaded each
                // of its ~40 components as a file of its own (the leader page 86 files).
                { name: "mantine", test: /[\\/]node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/ },
                // zod and the contract's schemas (lib/shell-schemas.ts for the shell), one chunk.
                {
                  name: "contract",
                  // contract/locales.ts is plain data the entry needs (ADR 020); the catalogs load on their own.
                  test: /[\\/](contract[\\/](?!locales|messages)|node_modules[\\/]zod[\\/]|lib[\\/](shell-schemas|zod-jitless))/,
                },
                // The app's own modules that two pages or more share (ADR 067): a signed-in page
                // loaded 30-40 of them as files of 1-3 KB each (the leader page 54 requests).
                // Grouped by the pages that use them, small groups merged, so that no page loads
                // all of them (one chunk of them all was 65 KB compressed).
                {
                  name: "shared",
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 30_000,
                  test: (id: string) =>
                    /[\\/]web[\\/]/.test(id) &&
                    !/node_modules/.test(id) &&
                    !/messages\.(ml|ar)\.json/.test(id),
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
}));

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The entry module itself stays the entry chunk (index.html's script, the manifest's entry). */
const notTheEntry = (id: string) => !/web[\\/](main\.tsx|index\.html)/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  root: "web",
  publicDir: "public",
  plugins: [react()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    target: "es2022",
    cssCodeSplit: true,
    reportCompressedSize: false,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Without a group every module shared by the entry and a lazy page became a chunk of
            // its own: the landing loaded ~50 files. Now everything the entry imports statically
            // (the shell and the landing) is one chunk; the other pages stay split per page.
            codeSplitting: {
              groups: [
                { name: "app", tags: ["$initial"], test: notTheEntry },
                // zod and the contract's schemas, loaded with the first API answer to parse.
                {
                  name: "contract",
                  test: /[\\/](contract[\\/]|node_modules[\\/]zod[\\/]|lib[\\/]any-json)/,
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

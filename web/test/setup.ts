import { afterEach } from "vitest";
import "../app/messages.ts";
import { i18n } from "../i18n/index.ts";
import { unmountAll } from "./render.tsx";

// Components render in English, as a first visit without a choice does.
i18n.activate("en");

// The server's "may be signed in" cookie (ADR 048): components ask /api/me, as for a browser
// that holds a session; a test of a visitor without one removes it (lib/session.test.ts).
// biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
document.cookie = "bv_signed_in=1; path=/";

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  unmountAll();
  document.body.innerHTML = "";
});

// Mantine's autosizing textarea listens for web fonts loading; happy-dom has no FontFaceSet.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: "loaded" }),
  });
}

// The shell's schemas are imported on first use in the browser (lib/api-client.ts); loaded here up
// front, that import resolves at once, as the tests' settling expects.
await import("../lib/shell-schemas.ts");

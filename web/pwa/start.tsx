// Loaded after the window's load event (web/main.tsx): the service worker's registration, the
// offline banner and the new version's prompt (ADR 043), in a React root of their own, so that
// none of it is in the landing's initial JavaScript.
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { cssVariablesResolver, theme } from "../app/theme.ts";
import { i18n } from "../i18n/index.ts";
import AppStatus from "./app-status.tsx";

const container = document.createElement("div");
container.id = "app-status";
document.body.append(container);
createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      {/* The page's provider has set the theme's variables and global styles already. */}
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <AppStatus />
      </MantineProvider>
    </I18nProvider>
  </StrictMode>,
);

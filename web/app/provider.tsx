import { I18nProvider } from "@lingui/react";
import { DirectionContext, type MantineColorSchemeManager, MantineProvider } from "@mantine/core";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { i18n, useLocale } from "../i18n/index.ts";
import { ApiError } from "../lib/api-client.ts";
import { shellKeys } from "../lib/shell-query-keys.ts";
import { useToastsWanted } from "../lib/toast.ts";
// The shell's messages, wherever the app is (any request's error message uses them).
import "./messages.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

export function createQueryClient() {
  // A 401 from any request means the session ended (logout in another tab, expiry): the
  // navigation bar and guarded screens follow at once.
  const forgetSessionOn401 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401)
      queryClient.setQueryData(shellKeys.me, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: forgetSessionOn401 }),
    mutationCache: new MutationCache({
      onError: forgetSessionOn401,
      // Any write may change what the navigation offers (a decision leaves less waiting for a
      // leader, a new club adds the leader page): it asks again, once the write is done.
      // Not awaited: the write's own callbacks need not wait for it.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: shellKeys.navigation });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; a dropped connection or a 503 might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
  return queryClient;
}

const Notifications = lazy(async () => ({
  default: (await import("@mantine/notifications")).Notifications,
}));

/** The toasts' container, from the first toast on (see lib/toast.ts). */
function Toasts() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom, toasts cover neither the header's links nor a focused field (2.4.11). */}
      <Notifications position="bottom-right" autoClose={3000} />
    </Suspense>
  );
}

/**
 * The app has one colour scheme. Mantine's default manager reads and watches localStorage for a
 * chosen one: the first read of localStorage was a few milliseconds of every first load on a
 * phone (ADR 067).
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => "light",
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

export function AppProvider({
  children,
  queryClient: givenClient,
}: {
  children: ReactNode;
  /** Prerendering and hydration pass the client holding the page's data. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  // The language is active before the first render (main.tsx, entry-server.tsx).
  return (
    <I18nProvider i18n={i18n}>
      <LocaleDirection>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={lightOnly}
        >
          <Toasts />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </LocaleDirection>
    </I18nProvider>
  );
}

const keepDirection = () => undefined;

/**
 * Mantine's direction (drawers, popovers, tooltips) is the active language's: its own
 * DirectionProvider would watch `<html dir>` for the same answer (switch-locale.ts sets both).
 */
function LocaleDirection({ children }: { children: ReactNode }) {
  const { dir } = useLocale();
  const value = useMemo(
    () => ({ dir, setDirection: keepDirection, toggleDirection: keepDirection }),
    [dir],
  );
  return <DirectionContext value={value}>{children}</DirectionContext>;
}

import { Loader } from "@mantine/core";
import { type ComponentType, startTransition, useEffect, useState } from "react";
import { pageLoadStarted } from "../components/page-loading.ts";
import { useT } from "../i18n/index.ts";
import { shellCatalogs } from "./messages.ts";

/** What shows while a page's code loads. */
function RouteLoader() {
  const t = useT(shellCatalogs);
  return <Loader m="xl" aria-label={t("common.loading")} />;
}

/** A page's code, fetched the first time the page is shown (or ahead, with `preload`). */
export interface PageCode<C = ComponentType> {
  /** The page, once its code is in. */
  loaded?: C;
  /** Fetches the code now: before a prerendered page hydrates, or before it is prerendered. */
  preload: () => Promise<C>;
}

/**
 * The code of a page (or of a part of one) that `load` fetches; fetched once (a failed fetch is
 * tried again next time).
 */
export function pageCode<C = ComponentType>(load: () => Promise<C>): PageCode<C> {
  let loading: Promise<C> | undefined;
  const code: PageCode<C> = {
    preload: () => {
      loading ??= load().then(
        (component) => {
          code.loaded = component;
          return component;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return code;
}

/**
 * A page loaded on demand. Not `React.lazy`: a page whose code is already in (preloaded for
 * hydration) renders at once, in the same pass as the shell, instead of suspending; one whose code
 * is still on its way shows the loader in the layout, and a failed fetch reaches the route's error
 * boundary. Give each route its own `key`, so that another page starts afresh.
 */
export function LazyPage({ code }: { code: PageCode }) {
  const [Loaded, setLoaded] = useState(() => code.loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (Loaded) return;
    let shown = true;
    const loadFinished = pageLoadStarted();
    code
      .preload()
      .then(
        // A transition: if the page's catalogs are still loading, the loader stays meanwhile.
        (component) => shown && startTransition(() => setLoaded(() => component)),
        (error: unknown) => shown && setFailure({ error }),
      )
      .finally(loadFinished);
    return () => {
      shown = false;
      loadFinished();
    };
  }, [code, Loaded]);
  if (failure) throw failure.error;
  return Loaded ? <Loaded /> : <RouteLoader />;
}

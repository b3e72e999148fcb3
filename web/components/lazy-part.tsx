import { Alert, Button, Loader, Text } from "@mantine/core";
import { type ComponentType, useEffect, useState } from "react";
import { useT } from "../i18n/index.ts";
import { componentCatalogs } from "./messages.ts";

/** A part's code (`pageCode` in web/app/lazy-page.tsx): fetched once, again after a failure. */
export interface PartCode<P> {
  loaded?: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A part of a page whose code is fetched when it is first shown: a loader until it is in. If it
 * cannot be fetched (offline, or a build replaced since), it says so in its place, with a way to
 * try again, and the rest of the page stays.
 */
export function LazyPart<P extends object>({ code, props }: { code: PartCode<P>; props: P }) {
  const t = useT(componentCatalogs);
  const [Part, setPart] = useState(() => code.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Part || failed) return;
    let shown = true;
    code.preload().then(
      (loaded) => shown && setPart(() => loaded),
      () => shown && setFailed(true),
    );
    return () => {
      shown = false;
    };
  }, [code, Part, failed]);
  if (Part) return <Part {...props} />;
  if (failed) {
    return (
      <Alert color="red">
        <Text mb="sm">{t("error.generic")}</Text>
        <Button variant="white" color="red.9" onClick={() => setFailed(false)}>
          {t("common.tryAgain")}
        </Button>
      </Alert>
    );
  }
  return <Loader aria-label={t("common.loading")} />;
}

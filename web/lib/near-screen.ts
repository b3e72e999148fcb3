import { type RefObject, useEffect, useState } from "react";

/**
 * True once `ref`'s element comes within 200 px of the window (at once where the browser cannot
 * tell), and from then on. What only matters once seen waits for it: the landing's club names
 * are asked again only then (ADR 048), and a report's charts are drawn only then (ADR 054).
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

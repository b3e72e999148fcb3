import { useEffect, useState } from "react";

/** The page's class name: it takes the loaded style one second after it appears. */
export function useLoadedStyle(delayMs = 1000): string {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return loaded ? "page-enter loaded" : "page-enter";
}

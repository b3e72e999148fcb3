// @lingui/react imports `use-sync-external-store/shim`, a fallback for React before 18 (a CommonJS
// module with its own implementation). React 19 has the hook: vite.config.ts points the shim here.
export { useSyncExternalStore } from "react";

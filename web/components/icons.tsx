import type { ReactNode } from "react";

/**
 * The app's icons, drawn here (24-unit grid, 1.8 stroke, round joins) rather than taken from an
 * icon package: a handful, each a few hundred bytes, imported one by one (add one here when a
 * screen needs it). Always decorative (`aria-hidden`): the button or heading beside them carries
 * the words. Sized by the `.icon` rule in global.css (1.15 em, so they follow the text).
 */
function Icon({ children, mirror = false }: { children: ReactNode; mirror?: boolean }) {
  return (
    <svg
      className={mirror ? "icon mirror-rtl" : "icon"}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** An icon component from its drawing. */
const icon =
  (drawing: ReactNode, mirror = false) =>
  () => <Icon mirror={mirror}>{drawing}</Icon>;

/** Onwards: the next step (faces the reading direction). */
export const ArrowIcon = /* @__PURE__ */ icon(<path d="M5 12h14M13 6l6 6-6 6" />, true);

export const DownloadIcon = /* @__PURE__ */ icon(<path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />);

export const TrashIcon = /* @__PURE__ */ icon(
  <path d="M4 7h16M10 4h4M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />,
);

export const SignOutIcon = /* @__PURE__ */ icon(
  <path d="M14 4H6v16h8M10 12h10M16.5 8.5 20 12l-3.5 3.5" />,
  true,
);

export const InboxIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3.5 13.5 6 5h12l2.5 8.5V19h-17z" />
    <path d="M3.5 13.5H9l1 2h4l1-2h5.5" />
  </>,
);

/** Locked: not open yet (a padlock). */
export const LockIcon = /* @__PURE__ */ icon(
  <>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);

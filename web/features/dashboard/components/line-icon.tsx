/** A small drawn icon (a 24-unit path in the text's colour), hidden from assistive technology. */
export function LineIcon({
  path,
  size = 20,
  strokeWidth = 2,
}: {
  path: string;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

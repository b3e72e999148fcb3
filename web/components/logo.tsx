export function Logo() {
  return (
    // The brand's name runs left to right on Arabic pages too (its text anchors at its start).
    <svg
      width="176"
      height="32"
      viewBox="0 0 176 32"
      role="img"
      aria-labelledby="logo-title"
      style={{ direction: "ltr" }}
    >
      <title id="logo-title">Blockvocates</title>
      <rect width="32" height="32" rx="7" fill="#2b2d7c" />
      <path d="M9 8h8.5a4.5 4.5 0 0 1 2.6 8.2A4.8 4.8 0 0 1 18 25H9z" fill="#6c4cf1" />
      <path
        d="M12.5 11.5v3.6h4.6a1.8 1.8 0 0 0 0-3.6zm0 6.6v3.9h5a1.95 1.95 0 0 0 0-3.9z"
        fill="#eef0ff"
      />
      <text
        x="40"
        y="22"
        fontSize="18"
        fontWeight="800"
        fill="#2b2d7c"
        fontFamily="system-ui, sans-serif"
      >
        Blockvocates
      </text>
    </svg>
  );
}

/** The main navigation's links, shared by the bar and the phone menu. */
export interface NavItem {
  label: string;
  to: string;
}

export const navItems: NavItem[] = [
  { label: "HOME", to: "/" },
  { label: "MY ACCOUNT", to: "/Dashboard" },
];

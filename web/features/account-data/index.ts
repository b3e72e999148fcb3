/** What the account page (/Account) places: "Download my data" and "Delete my account". */
export { DataExportSection } from "./components/data-export-section.tsx";
export { DeleteAccountSection } from "./components/delete-account-section.tsx";

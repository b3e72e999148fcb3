// Renders the installed app's icons (ADR 043) from their SVG sources in web/public/icons:
// `npx tsx scripts/render-icons.ts` after changing a drawing. The PNGs are committed, so the
// build does not need sharp; web-app-manifest.test.ts checks their sizes against the manifest's.
import path from "node:path";
import sharp from "sharp";
import { APPLE_TOUCH_ICON, WEB_APP_ICONS } from "../server/plugins/web-app-manifest.ts";

const folder = path.resolve("web/public/icons");

// Full bleed for launchers that cut the icon (maskable) and for iOS, which rounds it itself.
const icons = [...WEB_APP_ICONS, { ...APPLE_TOUCH_ICON, purpose: "maskable" }];

for (const icon of icons) {
  const source = icon.purpose === "maskable" ? "icon-maskable.svg" : "icon.svg";
  const size = Number(icon.sizes.split("x")[0]);
  await sharp(path.join(folder, source), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(folder, path.basename(icon.src)));
  console.log(`${icon.src} (${icon.sizes}) from ${source}`);
}

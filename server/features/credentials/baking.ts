import { crc32, deflateSync } from "node:zlib";

/**
 * Baked badges (Open Badges 3.0, "Baking"): the badge image with the credential inside, so a
 * person keeps one file. Pure functions: the badge drawn as SVG and as PNG from one geometry, the
 * PNG written here (no image library), its `iTXt` chunk `openbadgecredential`, and the SVG's
 * `<openbadges:credential>` element.
 */

/** The PNG keyword Open Badges bakes a credential under. */
export const BAKED_KEYWORD = "openbadgecredential";
export const OPEN_BADGES_XMLNS = "https://purl.imsglobal.org/ob/v3p0";

/** The badge's colours: a mission's is the mission badge's blue; a journey's indigo, ringed gold. */
const PALETTES = {
  mission: { fill: [0x1c, 0x7e, 0xd6], ring: [0xff, 0xff, 0xff] },
  journey: { fill: [0x3b, 0x2f, 0xa8], ring: [0xf5, 0x9e, 0x0b] },
} as const;
type Kind = keyof typeof PALETTES;
type Rgb = readonly [number, number, number];

/** The badge's geometry in its 120 x 120 view box (as /images/badges/mission.svg draws it). */
const BADGE = {
  view: 120,
  disc: { cx: 60, cy: 60, r: 56 },
  ring: { r: 44, width: 4 },
  check: { points: [40, 62, 54, 76, 82, 44], width: 9 },
} as const;
const WHITE: Rgb = [0xff, 0xff, 0xff];

const hex = (rgb: Rgb) => `#${rgb.map((part) => part.toString(16).padStart(2, "0")).join("")}`;

/** XML text, safe in an attribute or an element. */
export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** The credential inside an SVG: a VC-JWT in `verify`, a JSON credential as character data. */
export type BakedCredential = { jwt: string } | { json: Record<string, unknown> };

function credentialElement(credential: BakedCredential): string {
  if ("jwt" in credential) {
    return `<openbadges:credential verify="${escapeXml(credential.jwt)}"></openbadges:credential>`;
  }
  // "]]>" cannot stand inside CDATA: split it across two sections.
  const json = JSON.stringify(credential.json).replaceAll("]]>", "]]]]><![CDATA[>");
  return `<openbadges:credential><![CDATA[${json}]]></openbadges:credential>`;
}

/** The badge as SVG, with the credential baked in when given. */
export function badgeSvg(kind: Kind, label: string, credential?: BakedCredential): string {
  const palette = PALETTES[kind];
  const { disc, ring, check } = BADGE;
  const [x1, y1, x2, y2, x3, y3] = check.points;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="${OPEN_BADGES_XMLNS}"`,
    ` viewBox="0 0 ${BADGE.view} ${BADGE.view}" width="256" height="256" role="img"`,
    ` aria-label="${escapeXml(label)}">`,
    credential ? credentialElement(credential) : "",
    `<title>${escapeXml(label)}</title>`,
    `<circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}" fill="${hex(palette.fill)}"/>`,
    `<circle cx="${disc.cx}" cy="${disc.cy}" r="${ring.r}" fill="none" stroke="${hex(palette.ring)}" stroke-width="${ring.width}"/>`,
    `<path d="M${x1} ${y1}L${x2} ${y2}L${x3} ${y3}" fill="none" stroke="#ffffff" stroke-width="${check.width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    "</svg>",
  ].join("");
}

/** Distance from (px, py) to the segment (ax, ay)-(bx, by). */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * The badge's layers as signed distances (negative inside), bottom first: the disc, the ring,
 * the check mark with round caps and joins.
 */
function layersOf(kind: Kind): { colour: Rgb; distance: (x: number, y: number) => number }[] {
  const { disc, ring, check } = BADGE;
  const [x1, y1, x2, y2, x3, y3] = check.points;
  const fromCentre = (x: number, y: number) => Math.hypot(x - disc.cx, y - disc.cy);
  return [
    { colour: PALETTES[kind].fill, distance: (x, y) => fromCentre(x, y) - disc.r },
    {
      colour: PALETTES[kind].ring,
      distance: (x, y) => Math.abs(fromCentre(x, y) - ring.r) - ring.width / 2,
    },
    {
      colour: WHITE,
      distance: (x, y) =>
        Math.min(segmentDistance(x, y, x1, y1, x2, y2), segmentDistance(x, y, x2, y2, x3, y3)) -
        check.width / 2,
    },
  ];
}

/** The badge drawn as RGBA pixels, `size` x `size`, its edges anti-aliased by their distance. */
export function badgePixels(kind: Kind, size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const unit = BADGE.view / size;
  const layers = layersOf(kind);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const x = (column + 0.5) * unit;
      const y = (row + 0.5) * unit;
      let [red, green, blue, alpha] = [0, 0, 0, 0];
      for (const layer of layers) {
        const cover = Math.max(0, Math.min(1, 0.5 - layer.distance(x, y) / unit));
        if (cover === 0) continue;
        // "Source over" with straight alpha.
        const out = cover + alpha * (1 - cover);
        const mix = (top: number, under: number) =>
          (top * cover + under * alpha * (1 - cover)) / out;
        [red, green, blue, alpha] = [
          mix(layer.colour[0], red),
          mix(layer.colour[1], green),
          mix(layer.colour[2], blue),
          out,
        ];
      }
      const offset = (row * size + column) * 4;
      pixels.set(
        [Math.round(red), Math.round(green), Math.round(blue), Math.round(alpha * 255)],
        offset,
      );
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGBA PNG of `pixels` (no filtering: each row starts with filter type 0). */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const from = row * width * 4;
    rows.set(pixels.subarray(from, from + width * 4), row * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * An `iTXt` chunk (PNG 1.2, 4.2.3.3): keyword, null, compression flag 0 and method 0 (not
 * compressed), an empty language tag and translated keyword each ended by a null, the text UTF-8.
 */
export function iTxtChunk(keyword: string, text: string): Buffer {
  const data = Buffer.concat([
    Buffer.from(keyword, "latin1"),
    Buffer.from([0, 0, 0, 0, 0]),
    Buffer.from(text, "utf8"),
  ]);
  return chunk("iTXt", data);
}

/** The PNG with the credential's text in an `openbadgecredential` iTXt chunk, before IEND. */
export function bakePng(png: Buffer, credentialText: string): Buffer {
  const end = png.length - 12;
  if (png.subarray(end + 4, end + 8).toString("latin1") !== "IEND") {
    throw new Error("not a PNG ending in IEND");
  }
  return Buffer.concat([
    png.subarray(0, end),
    iTxtChunk(BAKED_KEYWORD, credentialText),
    png.subarray(end),
  ]);
}

/** The badge's PNG side, in pixels. */
export const BADGE_PNG_SIZE = 256;

/** Each kind's badge PNG, drawn once (it depends on nothing else). */
const drawn = new Map<Kind, Buffer>();

/** The badge as a PNG with the credential's text baked in. */
export function bakedBadgePng(kind: Kind, credentialText: string): Buffer {
  let png = drawn.get(kind);
  if (!png) {
    png = encodePng(BADGE_PNG_SIZE, BADGE_PNG_SIZE, badgePixels(kind, BADGE_PNG_SIZE));
    drawn.set(kind, png);
  }
  return bakePng(png, credentialText);
}

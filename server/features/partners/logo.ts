import sharp, { type Metadata } from "sharp";
import { ErrorCode } from "../../../contract/common.ts";
import { PARTNER_LOGO_MAX_BYTES, PARTNER_LOGO_SIZE } from "../../../contract/partners.ts";
import { AppError } from "../../lib/errors.ts";
import { partnerMessages } from "./messages.ts";

/**
 * The most pixels an uploaded logo may have (each side at most this): a decompression bomb (a few
 * hundred KB of PNG that decodes to gigabytes) is refused from its header, before any decoding.
 */
export const LOGO_MAX_INPUT_SIDE = 4096;
const LOGO_MAX_INPUT_PIXELS = LOGO_MAX_INPUT_SIDE * LOGO_MAX_INPUT_SIDE;

type LogoFormat = "png" | "jpeg" | "webp";

/**
 * The format the bytes themselves say, by their signature, or null: only these three ever reach
 * the decoder (an SVG, HTML, a GIF or a TIFF never does, whatever its content type claims).
 */
export function sniffLogoFormat(bytes: Buffer): LogoFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

const refused = (code: "unsupported-media-type" | "validation", id: string, values = {}) =>
  new AppError(code, partnerMessages.text(id, values), [
    { field: "logo", message: partnerMessages.text(id, values) },
  ]);

/** Not a PNG, JPEG or WebP (by its declared type, or by its bytes): 415. */
export const wrongLogoType = () => refused(ErrorCode.unsupportedMediaType, "partners.logo.type");
const unreadable = () => refused(ErrorCode.validation, "partners.logo.unreadable");

/**
 * An uploaded logo, re-encoded: the upload's bytes are never kept nor served. Refused unless the
 * bytes are a PNG, JPEG or WebP (by their signature, and by what the decoder then finds), at most
 * PARTNER_LOGO_MAX_BYTES, at most LOGO_MAX_INPUT_SIDE pixels a side. The result: a square WebP
 * of at most PARTNER_LOGO_SIZE pixels a side (the image centred on a transparent square), turned
 * upright by its EXIF orientation, with no metadata (EXIF, XMP, ICC) at all.
 */
export async function reencodeLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > PARTNER_LOGO_MAX_BYTES) {
    throw refused(ErrorCode.validation, "partners.logo.tooLarge", {
      max: PARTNER_LOGO_MAX_BYTES / 1024,
    });
  }
  const sniffed = sniffLogoFormat(bytes);
  if (!sniffed) throw wrongLogoType();
  let metadata: Metadata;
  try {
    // The header only (no pixel is decoded): the size is judged here, with its own words.
    metadata = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== sniffed) throw wrongLogoType();
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width > LOGO_MAX_INPUT_SIDE || height > LOGO_MAX_INPUT_SIDE) {
    throw refused(ErrorCode.validation, "partners.logo.tooManyPixels", {
      max: LOGO_MAX_INPUT_SIDE,
    });
  }
  // Square, never enlarged past the upload's longer side.
  const side = Math.min(PARTNER_LOGO_SIZE, Math.max(width, height));
  try {
    // No `.keepMetadata()` / `.withMetadata()`: sharp writes none of the input's metadata.
    // The decoder's own limit too, in case a header understated what follows.
    return await sharp(bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(side, side, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 85, effort: 4 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

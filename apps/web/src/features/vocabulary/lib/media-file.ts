import { MNEMONIC_MEDIA_ACCEPT, MNEMONIC_MEDIA_MAX_BYTES } from "@edu/shared/vocabulary";

export const MEDIA_ACCEPT = MNEMONIC_MEDIA_ACCEPT;

/** The picker's extensions (jpg … mov): browsers name HEIC, AVI and WMV types inconsistently, or not at all. */
const EXTENSIONS = new Set(MNEMONIC_MEDIA_ACCEPT.split(",").map((ext) => ext.replace(".", "")));
EXTENSIONS.add("heif");

export type MediaProblem = "format" | "size";

/**
 * Why a chosen file cannot go under a card (spec 03 §5: images jpg, png, gif, HEIC, videos mp4, avi, wmv, mov,
 * at most 5 MB), or null. A first check for a quick answer: the server decides again by content.
 */
export function checkMediaFile(file: Pick<File, "name" | "size">): MediaProblem | null {
  const ext = file.name.toLowerCase().split(".").pop() ?? "";
  if (!file.name.includes(".") || !EXTENSIONS.has(ext) || file.size === 0) return "format";
  if (file.size > MNEMONIC_MEDIA_MAX_BYTES) return "size";
  return null;
}

/** A video is shown with controls, an image as an image (by the stored type, else the name). */
export function isVideo(mime: string | null | undefined, name = ""): boolean {
  if (mime) return mime.startsWith("video/");
  return /\.(mp4|avi|wmv|mov)$/i.test(name);
}

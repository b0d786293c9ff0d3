import { describe, expect, it } from "vitest";
import { checkPhotoFile, PHOTO_MAX_BYTES, photoUrl } from "./photo-file";

const file = (type: string, size: number) => ({ type, size });

describe("checkPhotoFile", () => {
  it.each(["image/jpeg", "image/png", "image/webp"])("accepts %s up to 5 MB", (type) => {
    expect(checkPhotoFile(file(type, 1))).toBeNull();
    expect(checkPhotoFile(file(type, PHOTO_MAX_BYTES))).toBeNull();
  });

  it("refuses other types, whatever their size", () => {
    for (const type of ["image/gif", "image/svg+xml", "application/pdf", "text/plain", ""]) {
      expect(checkPhotoFile(file(type, 100))).toBe("type");
    }
  });

  it("refuses files over 5 MB and empty files", () => {
    expect(PHOTO_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(checkPhotoFile(file("image/png", PHOTO_MAX_BYTES + 1))).toBe("size");
    expect(checkPhotoFile(file("image/jpeg", 0))).toBe("empty");
  });

  it("checks a real File", () => {
    expect(checkPhotoFile(new File([new Uint8Array(10)], "a.png", { type: "image/png" }))).toBeNull();
    expect(checkPhotoFile(new File(["x"], "a.png", { type: "text/plain" }))).toBe("type");
  });

  it("serves a photo from /files/{id}", () => {
    expect(photoUrl(12)).toBe("/files/12");
    expect(photoUrl(null)).toBeNull();
  });
});

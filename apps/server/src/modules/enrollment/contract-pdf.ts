import { existsSync } from "node:fs";
import PDFDocument from "pdfkit";

/**
 * CJK fonts that render Chinese (Debian's fonts-noto-cjk; CI installs it). A .ttc is a collection:
 * pdfkit needs the face's PostScript name. Traditional Chinese face: it also covers Simplified.
 */
const CJK_FONTS: ReadonlyArray<{ path: string; face?: string }> = [
  { path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", face: "NotoSansCJKtc-Regular" },
  { path: "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", face: "NotoSerifCJKtc-Regular" },
  { path: "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc", face: "NotoSansCJKtc-Regular" },
  { path: "/usr/share/fonts/truetype/arphic/uming.ttc", face: "AR PL UMing TW" },
];

export function findCjkFont(): { path: string; face?: string } | undefined {
  return CJK_FONTS.find((font) => existsSync(font.path));
}

export type ContractPdfInput = {
  title: string;
  body: string;
  signature: { name: string; signedAt: Date; ip: string } | null;
  labels: { signature: string; signedAt: string; ip: string; unsigned: string };
};

/** Renders the contract (text in any of the three languages) to a PDF with the CJK font embedded. */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const font = findCjkFont();
  if (!font) throw new Error("no CJK font installed (apt-get install fonts-noto-cjk)");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: input.title } });
  doc.registerFont("cjk", font.path, font.face);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("cjk").fontSize(18).text(input.title, { align: "center" });
  doc.moveDown();
  doc.fontSize(11).text(input.body, { align: "left", lineGap: 3 });
  doc.moveDown(2);
  if (input.signature) {
    doc.text(`${input.labels.signature}: ${input.signature.name}`);
    doc.text(`${input.labels.signedAt}: ${input.signature.signedAt.toISOString()}`);
    doc.text(`${input.labels.ip}: ${input.signature.ip}`);
  } else {
    doc.text(`${input.labels.signature}: ____________________ (${input.labels.unsigned})`);
  }
  doc.end();
  return done;
}

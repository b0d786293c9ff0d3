/**
 * A one-page PDF written by hand for the demo class's unit (our own practice questions): small enough to
 * build in a microsecond, so the demo seed needs no PDF library or font. Helvetica is one of the 14 fonts
 * every PDF reader has, so the file embeds none; the text is ASCII.
 */
export function demoUnitPdf(lines: readonly string[]): Buffer {
  const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${760 - index * 24} Td (${pdfString(line)}) Tj ET`,
    )
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

import { inflateSync } from "node:zlib";

/**
 * Reads the text back out of a PDF this server wrote, the way a viewer's copy or search does:
 * content streams' glyph codes through each font's ToUnicode map. For tests (no poppler needed).
 * Covers what pdfkit writes: Identity-H fonts, hex strings in TJ/Tj, Flate streams. The browser journeys
 * read PDFs with it too (e2e/tsconfig.json lists this file): keep it free of the server's own imports.
 */
export type ExtractedPdf = { pages: string[]; text: string; fonts: string[]; embeddedFontFiles: number };

type PdfObject = { dict: string; stream?: Buffer };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const latin = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(latin); match; match = header.exec(latin)) {
    const start = header.lastIndex;
    const streamAt = latin.indexOf("stream", start);
    const endAt = latin.indexOf("endobj", start);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = latin.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      let dataStart = streamAt + "stream".length;
      if (latin[dataStart] === "\r") dataStart += 1;
      if (latin[dataStart] === "\n") dataStart += 1;
      const raw = pdf.subarray(dataStart, dataStart + length);
      objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
      header.lastIndex = dataStart + length; // skip binary data (it may contain "obj")
    } else {
      objects.set(Number(match[1]), { dict: latin.slice(start, endAt) });
      header.lastIndex = endAt;
    }
  }
  return objects;
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => Number.parseInt(unit, 16)));

function readToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block = ""] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = "", text = ""] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) {
      map.set(Number.parseInt(code, 16), utf16(text));
    }
  }
  for (const [, block = ""] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi);
    for (const [, low = "", high = "", target = ""] of ranges) {
      const from = Number.parseInt(low, 16);
      const to = Number.parseInt(high, 16);
      if (target.startsWith("[")) {
        // A ligature maps to several code points, written with spaces between: <0066 0066> for "ff".
        const texts = [...target.matchAll(/<([0-9a-f\s]*)>/gi)].map(([, hex = ""]) => utf16(hex));
        for (const [offset, text] of texts.entries()) map.set(from + offset, text);
      } else {
        const first = Number.parseInt(target.slice(1, -1), 16);
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(first + code - from));
      }
    }
  }
  return map;
}

const ref = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

export function extractPdfText(pdf: Buffer): ExtractedPdf {
  const objects = readObjects(pdf);
  const all = [...objects.values()];
  const catalog = all.find((object) => /\/Type\s*\/Catalog/.test(object.dict));
  const pagesRoot = objects.get(ref(catalog?.dict ?? "", "Pages") ?? -1);
  const pageIds = [
    ...(/\/Kids\s*\[([^\]]*)\]/.exec(pagesRoot?.dict ?? "")?.[1] ?? "").matchAll(/(\d+) 0 R/g),
  ].map(([, id]) => Number(id));
  const pages = pageIds.map((pageId) => {
    const page = objects.get(pageId)?.dict ?? "";
    const resourcesId = ref(page, "Resources");
    const resources = resourcesId === undefined ? page : (objects.get(resourcesId)?.dict ?? "");
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? "";
    const cmaps = new Map<string, Map<number, string>>();
    for (const [, name = "", id] of fontDict.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
      const cmapId = ref(objects.get(Number(id))?.dict ?? "", "ToUnicode");
      const stream = cmapId === undefined ? undefined : objects.get(cmapId)?.stream;
      cmaps.set(name, stream ? readToUnicode(stream.toString("latin1")) : new Map());
    }
    const content = objects.get(ref(page, "Contents") ?? -1)?.stream?.toString("latin1") ?? "";
    const lines: string[] = [];
    let cmap = new Map<number, string>();
    let line = "";
    const ops = /\/([^\s/]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g;
    for (const [op, font, array, single] of content.matchAll(ops)) {
      if (font !== undefined) cmap = cmaps.get(font) ?? new Map();
      else if (op === "ET") {
        lines.push(line);
        line = "";
      } else {
        const hexes =
          array !== undefined
            ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex = ""]) => hex)
            : [single ?? ""];
        for (const hex of hexes) {
          for (const code of hex.match(/[0-9a-f]{4}/gi) ?? [])
            line += cmap.get(Number.parseInt(code, 16)) ?? "\uFFFD";
        }
      }
    }
    return lines.join("\n");
  });
  const latin = pdf.toString("latin1");
  return {
    pages,
    text: pages.join("\n"),
    fonts: [...latin.matchAll(/\/BaseFont\s*\/([^\s/]+)/g)].map(([, name = ""]) => name),
    embeddedFontFiles: (latin.match(/\/FontFile[23]?\s+\d+ 0 R/g) ?? []).length,
  };
}

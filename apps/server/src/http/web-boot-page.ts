import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncodings } from "./accept-encoding";
import { jsonDataBlock } from "./json-data-block";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * What a signed-in page carries so the app needs no request to start: each field is the JSON text its API
 * route answers (`me`: POST /api/me, `site_contact`: GET /api/site-content/site.contact), serialized as
 * that route does. Read by the web app's `lib/boot-data.ts`.
 */
export type BootData = { me: string; site_contact?: string };

/** The request's boot data, or undefined to send the page as built (no valid session). Wired in app.ts. */
export type BootDataProvider = (request: FastifyRequest) => Promise<BootData | undefined>;

export const BOOT_ELEMENT_ID = "edu-boot";

/** The answers as one JSON data block (json-data-block.ts). */
export function bootBlock(data: BootData): string {
  const fields = Object.entries(data)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, json]) => `${JSON.stringify(name)}:${json}`);
  return jsonDataBlock(BOOT_ELEMENT_ID, `{${fields.join(",")}}`);
}

/** Where `painted` goes: right after `<body …>` (before the app's first element); -1 without a body tag. */
function bodyContentStart(template: Buffer): number {
  const bodyTag = template.indexOf("<body");
  const tagEnd = bodyTag < 0 ? -1 : template.indexOf(">", bodyTag);
  return tagEnd < 0 ? -1 : tagEnd + 1;
}

/**
 * The fallback page (with its preloads) and the boot block spliced in before `</head>`, and `painted` (the
 * page's first screen, web-home-paint.ts) at the start of the body. It is one person's:
 * never stored by a cache, no ETag to revalidate, compressed for this response only. Brotli at quality 5
 * and gzip at level 6: on the 17.7 KB fallback 0.19 ms → 3.4 KB and 0.11 ms → 3.9 KB (quality 11, as the
 * shared copy is compressed once, took 22 ms for 3.0 KB; measured 2026-11-27 with a test suite running).
 * False if the page has no `</head>` (then the caller sends it as built).
 */
export async function sendBootPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: Buffer,
  data: BootData,
  painted?: string,
): Promise<boolean> {
  const headEnd = template.indexOf("</head>");
  if (headEnd < 0) return false;
  const paintAt = painted ? bodyContentStart(template) : -1;
  const parts = [template.subarray(0, headEnd), Buffer.from(bootBlock(data))];
  if (painted && paintAt > headEnd) {
    parts.push(template.subarray(headEnd, paintAt), Buffer.from(painted), template.subarray(paintAt));
  } else {
    parts.push(template.subarray(headEnd));
  }
  const body = Buffer.concat(parts);
  reply
    .header("cache-control", "no-store")
    .header("vary", "accept-encoding, cookie")
    .type("text/html; charset=utf-8");
  const accepted = acceptedEncodings(request.headers["accept-encoding"]);
  if (accepted.has("br")) {
    const compressed = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    reply.header("content-encoding", "br").send(compressed);
  } else if (accepted.has("gzip")) {
    reply.header("content-encoding", "gzip").send(await gzip(body, { level: 6 }));
  } else {
    reply.send(body);
  }
  return true;
}

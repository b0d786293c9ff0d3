// Writes .br and .gz next to every compressible file of the built web app, so the server sends
// precompressed assets (DESIGN.md §7: uncompressed assets cost ~30 Lighthouse points).
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

// WEB_BUILD_DIR as apps/web/react-router.config.ts reads it (relative to apps/web), "build" by default.
const webRoot = path.resolve(import.meta.dirname, "../apps/web");
const root = path.join(path.resolve(webRoot, process.env.WEB_BUILD_DIR || "build"), "client");
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

if (!fs.existsSync(root)) {
  console.error(`No web build at ${root}`);
  process.exit(1);
}
const files = fs
  .readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => COMPRESSIBLE.test(file))
  .map((file) => path.join(root, file));
let count = 0;
await Promise.all(
  files.map(async (file) => {
    const data = await fs.promises.readFile(file);
    if (data.length < 1024) return;
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(data, { level: 9 }),
    ]);
    await fs.promises.writeFile(`${file}.br`, br);
    await fs.promises.writeFile(`${file}.gz`, gz);
    count++;
  }),
);
console.log(`precompressed ${count} files (brotli, gzip) in ${path.relative(process.cwd(), root)}`);

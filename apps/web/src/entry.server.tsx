import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { i18n, initI18n, NAMESPACES } from "./lib/i18n";

/**
 * Runs only at build time (ssr: false): prerenders public pages and the SPA fallback. Pages are rendered
 * in English with every namespace loaded, and only once everything is ready (no streamed fallbacks).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  await initI18n("en", NAMESPACES);
  await i18n.loadNamespaces(NAMESPACES);
  if (i18n.language !== "en") await i18n.changeLanguage("en");
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream, { headers: responseHeaders, status });
}

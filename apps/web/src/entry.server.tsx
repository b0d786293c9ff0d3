import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { bootOnInteraction } from "./app/boot-on-interaction";
import { i18n, initI18n, NAMESPACES } from "./lib/i18n";
import { deferScriptsUntilPainted } from "./lib/prerender-html";
import { withLazyRouteDiscovery } from "./lib/route-discovery";

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
  const context = import.meta.env.PROD ? withLazyRouteDiscovery(routerContext) : routerContext;
  const stream = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    signal: request.signal,
    // The page is written only once complete (allReady below): never outline a finished Suspense boundary.
    // By default React moves any boundary over 12.8 KB out of place (hidden `<div id="S:0">`, revealed by an
    // inline `$RC` script on the next animation frame after the fallback spinner), so the landing page's
    // main content painted late and shifted the layout.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  const rendered = await new Response(stream).text();
  // The dev server (`npm run dev`) renders through here too: leave its HMR bootstrap as React Router wrote it.
  const deferred = import.meta.env.PROD ? deferScriptsUntilPainted(rendered) : rendered;
  // The landing page runs its app from the first interaction on (issue 36, app/boot-on-interaction.ts); the SPA
  // fallback (every other page, also rendered at "/") does not.
  const landing = !routerContext.isSpaMode && new URL(request.url).pathname === "/";
  const html = import.meta.env.PROD && landing ? bootOnInteraction(deferred) : deferred;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status });
}

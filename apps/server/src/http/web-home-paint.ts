import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";

/**
 * Where the web build puts its render of /home's first screen (`vite build --mode paint`, apps/web/vite.config.ts):
 * `<build>/paint/home-paint.js`, beside the served `<build>/client`, so never served itself.
 */
export const HOME_PAINT_MODULE = path.join("..", "paint", "home-paint.js");

/** The paths whose page the server paints for a signed-in user (issue 36: /home's LCP in the mobile simulation). */
export const isPaintedPath = (pathname: string) => pathname.replace(/\/+$/, "") === "/home";

type PaintModule = {
  renderHomePaint(input: { user: Record<string, unknown>; lang: string }): string | Promise<string>;
};

/** /home's first screen for the user whose POST /api/me answer is `meJson`, or undefined to send the page unpainted. */
export type HomePainter = (meJson: string, log: FastifyBaseLogger) => Promise<string | undefined>;

/**
 * The render, imported at the first painted page, not at start-up: it holds React, Mantine and the app's texts
 * (bench/RESULTS.md measures the process's memory before and after). Undefined when the build has no such
 * module (a server run without a web build, the tests'). A failed import or render sends today's page and is
 * logged once. A user who must still bind their account is not painted: the app sends them to /register-detail.
 */
export function createHomePainter(
  webDistDir: string,
  modulePath = path.resolve(webDistDir, HOME_PAINT_MODULE),
): HomePainter | undefined {
  if (!fs.existsSync(modulePath)) return undefined;
  let loaded: Promise<PaintModule> | undefined;
  let warned = false;
  return async (meJson, log) => {
    try {
      const user = JSON.parse(meJson) as Record<string, unknown>;
      if (user.finish_bind !== true || typeof user.lang !== "string") return undefined;
      loaded ??= import(pathToFileURL(modulePath).href) as Promise<PaintModule>;
      return await (await loaded).renderHomePaint({ user, lang: user.lang });
    } catch (error) {
      if (!warned) {
        warned = true;
        const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
        log.warn({ error: { name, message } }, "/home sent without its painted first screen");
      }
      return undefined;
    }
  };
}

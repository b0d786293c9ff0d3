import type { User } from "@edu/shared";
import { DEFAULT_LOCALE, type Locale, normalizeLocale } from "@edu/shared/i18n";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next, { type i18n as I18n } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import RequireAuth from "../app/guards/require-auth";
import { AppShellLayout } from "../app/shell/app-shell-layout";
import { cssVariablesResolver, theme } from "../app/theme";
import { SESSION_KEY } from "../features/auth";
import { HomePage, homePageHandle } from "../features/home";
import { I18N_READING, toResourceKey } from "../lib/i18n";
import { PAINTED_PAGE_START } from "./painted-page";

/**
 * The signed-in /home's first screen as HTML, for the server to put in the page before any script has run
 * (issue 36: Lighthouse's LCP on /home was a card's hint that only React's first frame painted, after
 * ~533 KB of script, CSS and language pack; bench/RESULTS.md). Rendered from the app's own components —
 * the root layout's header, the signed-in layout and features/home's page — at /home, in the user's saved
 * language, with every query but the session still pending (counts and lists in their loading state),
 * as the app draws its first frame of the page. Built by Vite in SSR mode (`vite build --mode paint`,
 * vite.config.ts) into the web build's `paint/`, imported by the server at its first painted /home.
 */

type Pack = Record<string, Record<string, unknown>>;
/** A language's every namespace (the signed-in app's locale packs), loaded at its first paint. */
const packs = import.meta.glob<{ default: Pack }>("../lib/locale-packs/*.ts");
const instances = new Map<Locale, Promise<I18n>>();

function i18nFor(locale: Locale): Promise<I18n> {
  const started = instances.get(locale);
  if (started) return started;
  const created = (async () => {
    const load = packs[`../lib/locale-packs/${locale}.ts`];
    if (!load) throw new Error(`no locale pack for ${locale}`);
    const resources: Pack = {};
    for (const [path, bundle] of Object.entries((await load()).default)) {
      const key = toResourceKey(path);
      if (key?.lng === locale) resources[key.ns] = bundle;
    }
    const instance = i18next.createInstance();
    await instance.init({
      ...I18N_READING,
      lng: locale,
      resources: { [locale]: resources },
      ns: Object.keys(resources),
      react: { useSuspense: false },
    });
    return instance;
  })();
  created.catch(() => instances.delete(locale));
  instances.set(locale, created);
  return created;
}

/**
 * One query client and one router for every paint: renderToString is synchronous, so no two paints overlap,
 * and the cache is emptied after each. (A client per paint would leak: the session hook registers a listener
 * per client on module-level stores, which no server-side render ever unsubscribes.)
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
});
const router = createMemoryRouter(
  [
    {
      path: "/",
      element: (
        <AppShellLayout>
          <Outlet />
        </AppShellLayout>
      ),
      children: [
        {
          element: <RequireAuth />,
          children: [{ path: "home", element: <HomePage />, handle: homePageHandle }],
        },
      ],
    },
  ],
  { initialEntries: ["/home"] },
);

/**
 * The copy is not the app: tests and tools find the app's elements by test id, never the copy's; and React
 * Router's route discovery, which reads every `a[data-discover]` in the document, does not fetch `/__manifest`
 * for the copy's links before the page is ready (it did: one request more before the app's content).
 */
const withoutAppMarks = (html: string) => html.replace(/ data-(?:testid|discover)="[^"]*"/g, "");

/**
 * /home's first screen for `user` (the POST /api/me answer) in `lang`, wrapped as painted-page.ts says. Text
 * is escaped by React (a name is user input). Mantine's CSS variables and responsive classes come with it, though
 * the SPA fallback's body has them too: there they follow the copy, and a frame painted while the parser had not
 * reached them (seen under load) drew the copy without them, then moved it (Lighthouse: CLS 0.34 in 1 run of 3).
 */
export async function renderHomePaint({ user, lang }: { user: User; lang: string }): Promise<string> {
  const i18n = await i18nFor(normalizeLocale(lang) ?? DEFAULT_LOCALE);
  queryClient.setQueryData(SESSION_KEY, user);
  try {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    return `${PAINTED_PAGE_START}${withoutAppMarks(html)}</div>`;
  } finally {
    queryClient.clear();
  }
}

import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { getChunkError, subscribeChunkError } from "../../lib/chunk-error";
import { getPendingCount, subscribeLoading } from "../../lib/loading-store";
import { RestoreSavedLocale } from "../restore-saved-locale";
import { readHandle } from "../route-handle";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useApiClientBridge } from "./use-api-client-bridge";
import { useNavigationWatchdog } from "./use-navigation-watchdog";
import { useRememberLastPath } from "./use-remember-last-path";

// Both are rare: their code loads the first time they are needed.
const ChunkErrorDialog = lazy(() =>
  import("./chunk-error-dialog").then((module) => ({ default: module.ChunkErrorDialog })),
);
const GlobalLoadingOverlay = lazy(() =>
  import("./global-loading-overlay").then((module) => ({ default: module.GlobalLoadingOverlay })),
);

function useNeeds(): { overlay: boolean; chunkError: boolean } {
  const overlay = useSyncExternalStore(
    subscribeLoading,
    () => getPendingCount() > 0,
    () => false,
  );
  const chunkError = useSyncExternalStore(
    subscribeChunkError,
    () => getChunkError() !== undefined,
    () => false,
  );
  return { overlay, chunkError };
}

/**
 * The loading overlay and the chunk-error dialog, in a component of their own: a request starting or
 * ending re-renders this, not the whole page (it used to re-render header, page and footer twice per call).
 */
function ShellOverlays() {
  const needs = useNeeds();
  const [overlayLoaded, setOverlayLoaded] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (needs.overlay && !overlayLoaded) setOverlayLoaded(true);
  if (needs.chunkError && !dialogLoaded) setDialogLoaded(true);
  return (
    <Suspense fallback={null}>
      {overlayLoaded && <GlobalLoadingOverlay />}
      {dialogLoaded && <ChunkErrorDialog />}
    </Suspense>
  );
}

/** Header, page and footer; a route's `handle` can switch the header or footer off. */
export function AppShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const handles = useMatches().map((match) => readHandle(match.handle));
  const hideHeader = handles.some((handle) => handle.hideHeader);
  const hideFooter = handles.some((handle) => handle.hideFooter);
  useApiClientBridge();
  useRememberLastPath();
  useNavigationWatchdog();
  return (
    <div style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <a href="#main-content" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      {!hideHeader && <SiteHeader />}
      {/* The footer comes with the page, not under its loader: a footer shown beneath a spinner and then pushed
          away by the page is a layout shift (on /home it was the session gate's loader, CLS 0.11, fixed there by
          starting from the user the page came with; this keeps a page's Suspense loader from doing the same). */}
      <Suspense
        fallback={
          <main id="main-content" style={{ flex: 1 }}>
            <PageLoader />
          </main>
        }
      >
        <main id="main-content" style={{ flex: 1 }}>
          {children}
          <RestoreSavedLocale />
        </main>
        {!hideFooter && <SiteFooter />}
      </Suspense>
      <ShellOverlays />
    </div>
  );
}

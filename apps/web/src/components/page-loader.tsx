import { Center, Loader, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Placeholder while a page or its translations load (the common namespace is loaded before hydration).
 * The spinner is decorative; the status text is what assistive technology reads (an aria-label on
 * the spinner's plain element is not allowed).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader color="brand" aria-hidden="true" />
      {/* The SPA fallback's HTML says it in English; the page hydrates in the reader's language (entry.client). */}
      <VisuallyHidden suppressHydrationWarning>{t("loading")}</VisuallyHidden>
    </Center>
  );
}

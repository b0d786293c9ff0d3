import "@mantine/notifications/styles.css";
import { MantineProvider, MantineThemeProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { createQueryClient } from "./query-client";
import { ModalsHost } from "./shell/modals-host";
import { NotificationsHost } from "./shell/notifications-host";
import { cssVariablesResolver, theme } from "./theme";

/**
 * Every dialog's and drawer's close button named in the reader's language (Mantine's is an unnamed icon
 * button; axe: button-name): a theme default, so the features' modals need not each pass it.
 */
function LocalizedDefaults({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t("dialog.close");
  const localized = useMemo(() => {
    const closeButtonProps = { "aria-label": close };
    return {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    };
  }, [close]);
  return <MantineThemeProvider theme={localized}>{children}</MantineThemeProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LocalizedDefaults>
        <QueryClientProvider client={queryClient}>
          {children}
          <NotificationsHost />
          <ModalsHost />
        </QueryClientProvider>
      </LocalizedDefaults>
    </MantineProvider>
  );
}

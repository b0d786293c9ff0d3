import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./query-client";
import { ModalsHost } from "./shell/modals-host";
import { NotificationsHost } from "./shell/notifications-host";
import { cssVariablesResolver, theme } from "./theme";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <NotificationsHost />
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}

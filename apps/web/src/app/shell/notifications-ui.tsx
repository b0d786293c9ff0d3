// The notifications component alone, for NotificationsHost's lazy import: a lazy import of the package
// itself would make its whole index (component included) part of the shell, which imports its store.
import { MantineThemeProvider } from "@mantine/core";
import { Notifications, type NotificationsProps } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * Every notification's close button named in the reader's language (Mantine's is an unnamed icon button): one
 * theme override around the container, so the features' `notifications.show` calls need not each pass it.
 */
export default function LocalizedNotifications(props: NotificationsProps) {
  const { t } = useTranslation();
  const label = t("notifications.close");
  const theme = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { "aria-label": label } } } } }),
    [label],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <Notifications {...props} />
    </MantineThemeProvider>
  );
}

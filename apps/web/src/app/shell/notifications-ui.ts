// The notifications component alone, for NotificationsHost's lazy import: a lazy import of the package
// itself would make its whole index (component included) part of the shell, which imports its store.
export { Notifications as default } from "@mantine/notifications";

import { useTranslation } from "react-i18next";

/** The staff screens' texts: the `staff` part of the schools namespace (locales/<lang>.json). */
export function useStaffTranslation() {
  return useTranslation("schools", { keyPrefix: "staff" });
}

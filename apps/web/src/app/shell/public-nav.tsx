import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

/** The public sections every visitor looks for, in the header and the phone drawer. */
export const PUBLIC_NAV = [
  { to: "/classes", label: "nav.classes" },
  { to: "/instructors", label: "nav.instructors" },
  { to: "/faq", label: "nav.faq" },
  { to: "/stories", label: "nav.stories" },
  { to: "/contact", label: "nav.contact" },
] as const;

export function PublicNavLinks({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return PUBLIC_NAV.map((item) => {
    const current = pathname === item.to || pathname.startsWith(`${item.to}/`);
    return (
      <Button
        key={item.to}
        component={Link}
        to={item.to}
        onClick={onNavigate}
        variant={current ? "light" : "subtle"}
        color={current ? "brand" : "dark"}
        size={vertical ? "sm" : "compact-md"}
        fw={current ? 700 : 500}
        justify={vertical ? "flex-start" : undefined}
        fullWidth={vertical}
        aria-current={current ? "page" : undefined}
      >
        {t(item.label)}
      </Button>
    );
  });
}

import { Burger, Container, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthButtons } from "./auth-buttons";
import { BrandLogo } from "./brand-logo";
import { ContactIcons } from "./contact-icons";
import { DeferredLanguageMenu, DeferredQrPopover } from "./deferred-controls";
import { PublicNavLinks } from "./public-nav";
import classes from "./site-header.module.css";
import { useStickyHeader } from "./use-sticky-header";

/** The drawer is only needed below 992 px once the burger is pressed: load it then. */
const NavDrawer = lazy(() => import("./nav-drawer").then((module) => ({ default: module.NavDrawer })));

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const { sticky, height } = useStickyHeader(wrapperRef);
  return (
    <div ref={wrapperRef} className={classes.wrapper} style={sticky ? { height } : undefined}>
      <header className={classes.header} data-sticky={sticky} data-testid="site-header">
        <div className={classes.topBar}>
          <Container size="lg" visibleFrom="md">
            <Group justify="space-between" h={40}>
              <Text size="sm" c="brand.1">
                {t("brand.tagline")}
              </Text>
              <Group gap="xs">
                <ContactIcons />
                <DeferredQrPopover />
                {/* Once the header sticks the top bar is gone: the menu moves to the main bar. */}
                {!sticky && <DeferredLanguageMenu />}
              </Group>
            </Group>
          </Container>
        </div>
        <Container size="lg">
          <Group className={classes.mainBar} justify="space-between" wrap="nowrap">
            <BrandLogo />
            <Group
              gap={2}
              visibleFrom="md"
              component="nav"
              aria-label={t("nav.siteNavigation")}
              wrap="nowrap"
            >
              <PublicNavLinks />
            </Group>
            <Group
              gap="sm"
              visibleFrom="md"
              component="nav"
              aria-label={t("nav.mainNavigation")}
              wrap="nowrap"
            >
              {sticky && <DeferredLanguageMenu color="dark" />}
              <AuthButtons />
            </Group>
            <Burger
              opened={opened}
              onClick={() => {
                setDrawerLoaded(true);
                toggle();
              }}
              hiddenFrom="md"
              aria-label={opened ? t("nav.closeMenu") : t("nav.openMenu")}
              aria-expanded={opened}
              aria-controls="mobile-nav-drawer"
            />
          </Group>
        </Container>
      </header>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

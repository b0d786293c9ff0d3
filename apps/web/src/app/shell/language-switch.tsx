import { LOCALE_INFO, type Locale } from "@edu/shared/i18n";
import { Button, Menu, Stack, Text } from "@mantine/core";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { changeLocale } from "../../lib/i18n";
import { markLocaleChosen } from "../../lib/locale-storage";
import { useLocale } from "../../lib/use-locale";

/** Spec order: Simplified Chinese, Traditional Chinese, English. */
const SWITCH_ORDER: Locale[] = ["zh-CN", "zh-TW", "en"];

function selectLocale(locale: Locale): void {
  markLocaleChosen(); // before signing in, the choice wins over the account's saved language
  void changeLocale(locale);
}

/** Language menu for the header (desktop). */
export function LanguageMenu({
  color = "white",
  defaultOpened = false,
}: {
  color?: string;
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button
          variant="subtle"
          color={color}
          size="compact-sm"
          leftSection={<IconLanguage size={18} stroke={1.6} />}
          aria-label={t("language.current", { name: LOCALE_INFO[locale].nativeName })}
          data-testid="language-menu"
        >
          {LOCALE_INFO[locale].nativeName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("language.label")}</Menu.Label>
        {SWITCH_ORDER.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => selectLocale(option)}
            rightSection={option === locale ? <IconCheck size={16} /> : null}
            aria-current={option === locale ? "true" : undefined}
          >
            {LOCALE_INFO[option].nativeName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Language choice as a list of buttons (mobile drawer). */
export function LanguageList() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap={6} role="group" aria-label={t("language.label")}>
      <Text size="sm" c="gray.7" fw={600}>
        {t("language.label")}
      </Text>
      {SWITCH_ORDER.map((option) => (
        <Button
          key={option}
          lang={option}
          variant={option === locale ? "light" : "subtle"}
          justify="space-between"
          rightSection={option === locale ? <IconCheck size={16} /> : null}
          aria-pressed={option === locale}
          onClick={() => selectLocale(option)}
        >
          {LOCALE_INFO[option].nativeName}
        </Button>
      ))}
    </Stack>
  );
}

import { Group, Input, Select, type SelectProps, TextInput } from "@mantine/core";
import { type ReactNode, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import {
  COUNTRIES,
  type Country,
  composePhone,
  countryName,
  defaultCountryFor,
  findCountry,
  flagEmoji,
  splitPhone,
} from "../lib/countries";

type PhoneInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  "data-testid"?: string;
};

const renderOption: SelectProps["renderOption"] = ({ option }) => <span>{option.label}</span>;

/**
 * A phone number with its dial code: a searchable region picker (flag, name, +code; search by any of
 * them) and the number. The value is one string, "+886 912345678".
 */
export function PhoneInput({ label, value, onChange, onBlur, error, required, ...rest }: PhoneInputProps) {
  const { t } = useTranslation("auth");
  const locale = useLocale();
  const id = useId();
  const preferred = useMemo(() => defaultCountryFor(locale), [locale]);
  const [country, setCountry] = useState<Country>(() => splitPhone(value, preferred).country);
  const national = splitPhone(value, country).national;
  const options = useMemo(
    () =>
      COUNTRIES.map((entry) => ({
        value: entry.code,
        label: `${flagEmoji(entry.code)} ${countryName(entry.code, locale)} +${entry.dial}`,
      })).sort((a, b) => (a.value === preferred.code ? -1 : b.value === preferred.code ? 1 : 0)),
    [locale, preferred],
  );
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      id={`${id}-number`}
      data-testid={rest["data-testid"]}
    >
      <Group gap="xs" wrap="wrap" align="flex-start" mt={4}>
        <Select
          aria-label={t("phone.country")}
          data={options}
          value={country.code}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t("phone.noCountry")}
          renderOption={renderOption}
          onChange={(code) => {
            const next = findCountry(code);
            if (!next) return;
            setCountry(next);
            onChange(composePhone(next, national));
          }}
          comboboxProps={{ width: 300, position: "bottom-start" }}
          w={{ base: "100%", xs: 220 }}
          error={Boolean(error)}
          data-testid="phone-country"
        />
        <TextInput
          id={`${id}-number`}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          aria-label={label}
          aria-required={required}
          placeholder={t("phone.placeholder")}
          value={national}
          onChange={(event) => onChange(composePhone(country, event.currentTarget.value))}
          onBlur={onBlur}
          error={Boolean(error)}
          style={{ flex: 1, minWidth: 160 }}
          data-testid="phone-number"
        />
      </Group>
    </Input.Wrapper>
  );
}

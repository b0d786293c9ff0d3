import type { SelectorTitle } from "@edu/shared/counseling-profile";
import { Autocomplete, type AutocompleteProps, Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "../../../lib/use-locale";
import { countriesQuery, selectorQuery } from "../api/counseling-profile-api";

/** A country from GET counseling-profile/country-selector (names in the interface language); "" when none. */
export function CountrySelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, "value" | "onChange" | "data"> & { value: string; onChange: (value: string) => void }) {
  const countries = useQuery(countriesQuery(useLocale()));
  const data = countries.data?.data.map((country) => ({ value: country.value, label: country.label })) ?? [];
  // A stored code the list does not (yet) hold still shows, as its code.
  if (value && !data.some((country) => country.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      {...props}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? "")}
      searchable
      clearable
      nothingFoundMessage={countries.isPending ? "…" : undefined}
    />
  );
}

/**
 * Free text with suggestions from GET counseling-profile/selector (high schools, colleges, majors) once two
 * characters are typed: a school the list lacks can still be written in.
 */
export function SelectorAutocomplete({
  title,
  value,
  ...props
}: Omit<AutocompleteProps, "data"> & { title: SelectorTitle; value: string }) {
  const locale = useLocale();
  const [keyword] = useDebouncedValue(value.trim(), 300);
  const options = useQuery({ ...selectorQuery(locale, title, keyword), enabled: keyword.length >= 2 });
  const data = [...new Set(options.data?.data.map((option) => option.label) ?? [])];
  return <Autocomplete {...props} value={value} data={keyword.length >= 2 ? data : []} />;
}

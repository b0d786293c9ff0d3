import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { PhoneInput } from "./phone-input";

function Harness({ initial = "", onValue }: { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <PhoneInput
        label="Phone"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </MantineProvider>
  );
}

describe("PhoneInput", () => {
  it("prefixes the number with the chosen region's dial code", () => {
    const values: string[] = [];
    render(<Harness onValue={(value) => values.push(value)} />);
    fireEvent.change(screen.getByTestId("phone-number"), { target: { value: "2125551234" } });
    expect(values.at(-1)).toBe("+1 2125551234");
  });

  it("searches regions by name or code and keeps the number when the region changes", async () => {
    const values: string[] = [];
    render(<Harness initial="+1 912345678" onValue={(value) => values.push(value)} />);
    const picker = screen.getByTestId("phone-country");
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: "886" } });
    const option = await screen.findByRole("option", { name: /Taiwan \+886/ });
    fireEvent.click(option);
    expect(values.at(-1)).toBe("+886 912345678");
    expect(screen.queryByRole("option", { name: /Japan/ })).toBeNull();
  });

  it("shows an existing value split into region and number", () => {
    render(<Harness initial="+886 0912345678" onValue={() => {}} />);
    expect(screen.getByTestId("phone-number")).toHaveProperty("value", "0912345678");
    expect(screen.getByTestId("phone-country")).toHaveProperty("value", "🇹🇼 Taiwan +886");
  });
});

import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

const CAPTCHA = { img: "data:image/svg+xml;base64,PHN2Zy8+", key: "k1" };

function stubFetch(contactAnswer: [number, unknown]) {
  const sent: unknown[] = [];
  let captchas = 0;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/captcha/flat")) {
      captchas += 1;
      return Response.json({ ...CAPTCHA, key: `k${captchas}` });
    }
    if (url.startsWith("/api/contact-us")) {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json(contactAnswer[1], { status: contactAnswer[0] });
    }
    return Response.json({ message: "not found" }, { status: 404 });
  });
  return { sent, captchaCount: () => captchas };
}

function renderForm() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ContactForm />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe("ContactForm", () => {
  it("shows the spec's messages and sends nothing while name, message and captcha are empty", async () => {
    const { sent } = stubFetch([200, { ok: true, id: 1 }]);
    renderForm();
    await screen.findByTestId("contact-captcha-image");
    type(/^Phone/, "12345");
    type(/^Email/, "nope");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please enter name")).toBeTruthy();
    expect(screen.getByText("Please enter message")).toBeTruthy();
    expect(screen.getByText("Please enter captcha")).toBeTruthy();
    expect(screen.getByText("Please check email format")).toBeTruthy();
    expect(screen.getByText("Phone number needs at least 7 digits")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the message with the captcha key and confirms", async () => {
    const { sent } = stubFetch([200, { ok: true, id: 1 }]);
    renderForm();
    await screen.findByTestId("contact-captcha-image");
    type(/^Name/, " Ann ");
    type(/^Message/, "Hello");
    type(/^Phone/, "+886 912 345 678");
    type(/^Captcha/, "abcd");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByTestId("contact-sent")).toBeTruthy();
    expect(sent).toEqual([
      { name: "Ann", message: "Hello", phone: "+886 912 345 678", captcha: "abcd", captcha_key: "k1" },
    ]);
  });

  it("shows a refused captcha (422) on the captcha field and loads a new image", async () => {
    const { captchaCount } = stubFetch([
      422,
      {
        message: "The captcha code is invalid",
        code: "validation",
        errors: { captcha: ["The captcha code is invalid"] },
      },
    ]);
    renderForm();
    await screen.findByTestId("contact-captcha-image");
    type(/^Name/, "Ann");
    type(/^Message/, "Hello");
    type(/^Captcha/, "wrong");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("The captcha code is invalid")).toBeTruthy();
    await waitFor(() => expect(captchaCount()).toBe(2));
    expect((screen.getByLabelText(/^Captcha/) as HTMLInputElement).value).toBe("");
  });
});

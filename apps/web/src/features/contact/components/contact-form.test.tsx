import { captchaEndpoints, contactEndpoints, type EndpointAnswer } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { on, reply, type StubReply, stubEndpoints } from "../../../test/stub-endpoints";
import { ContactForm } from "./contact-form";

const CAPTCHA = { img: "data:image/svg+xml;base64,PHN2Zy8+", key: "k1" };

/** A new captcha on each load (k1, k2…); the contact form's send answered with `contactAnswer`. */
function stubContact(contactAnswer: EndpointAnswer<typeof contactEndpoints.sendContactMessage> | StubReply) {
  let captchas = 0;
  const { fetchStub, calls } = stubEndpoints([
    on(captchaEndpoints.getCaptchaFlat, () => {
      captchas += 1;
      return { ...CAPTCHA, key: `k${captchas}` };
    }),
    on(contactEndpoints.sendContactMessage, contactAnswer),
  ]);
  vi.stubGlobal("fetch", fetchStub);
  const sent = () => calls.filter((call) => call.url.startsWith("/api/contact-us")).map((call) => call.body);
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
    const { sent } = stubContact({ ok: true, id: 1 });
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
    expect(sent()).toEqual([]);
  });

  it("sends the message with the captcha key and confirms", async () => {
    const { sent } = stubContact({ ok: true, id: 1 });
    renderForm();
    await screen.findByTestId("contact-captcha-image");
    type(/^Name/, " Ann ");
    type(/^Message/, "Hello");
    type(/^Phone/, "+886 912 345 678");
    type(/^Captcha/, "abcd");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByTestId("contact-sent")).toBeTruthy();
    expect(sent()).toEqual([
      { name: "Ann", message: "Hello", phone: "+886 912 345 678", captcha: "abcd", captcha_key: "k1" },
    ]);
  });

  it("shows a refused captcha (422) on the captcha field and loads a new image", async () => {
    const { captchaCount } = stubContact(
      reply(422, {
        message: "The captcha code is invalid",
        code: "validation",
        errors: { captcha: ["The captcha code is invalid"] },
      }),
    );
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

import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageList } from "../../../app/shell/language-switch";
import { changeLocale, currentLocale } from "../../../lib/i18n";
import { LOCALE_STORAGE_KEY } from "../../../lib/locale-storage";
import { resetSession } from "../../../lib/session-store";
import { aUser } from "../../../test/fixtures/people";
import { stubFetch } from "../../../test/render-page";
import { renderWithApp } from "../test-utils";
import LoginPage from "./login-page";

const user = aUser({
  id: 7,
  username: "amy",
  email: "amy@example.com",
  first_name: "Amy",
  last_name: "Chen",
  all_roles: ["student"],
  lang: "en",
  finish_bind: true,
});

function fill(login: string, password: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Username or email" }), { target: { value: login } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  // Signed out, the session's language listeners (one per test's query client) save nothing more.
  resetSession();
  await changeLocale("en", { persist: false });
});

describe("LoginPage", () => {
  it("shows 'incorrect email/username or password' inline for Not found user and Unauthorized", async () => {
    for (const message of ["Not found user", "Unauthorized"]) {
      const { fetchStub } = stubFetch({
        "/api/login": [400, { message, code: "x" }],
        "/api/line/config": [200, { enabled: false }],
      });
      vi.stubGlobal("fetch", fetchStub);
      const view = renderWithApp(<LoginPage />, "/login");
      fill("amy", "wrong-password");
      expect(await screen.findByTestId("login-error")).toHaveProperty(
        "textContent",
        "Incorrect email/username or password.",
      );
      view.unmount();
    }
  });

  it("validates before sending, then signs in and goes home", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/login": [200, { access_token: "t", user }],
      "/api/line/config": [200, { enabled: false }],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderWithApp(<LoginPage />, "/login");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(2);
    expect(calls.filter((call) => call.url.startsWith("/api/login"))).toHaveLength(0);

    fill(" amy@example.com ", "demo-pass");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(calls.find((call) => call.url.startsWith("/api/login"))?.body).toEqual({
      username: "amy@example.com",
      password: "demo-pass",
    });
    expect(window.localStorage.getItem("edu.signedIn")).toBe("1");
  });

  it("puts 422 field errors on their fields and shows a LINE button only when LINE is on", async () => {
    const { fetchStub } = stubFetch({
      "/api/login": [
        422,
        { message: "Validation failed", code: "validation_failed", errors: { username: ["Too long."] } },
      ],
      "/api/line/config": [200, { enabled: true }],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderWithApp(<LoginPage />, "/login");
    expect(await screen.findByRole("link", { name: "Sign in with LINE" })).toBeTruthy();
    fill("amy", "pw");
    expect(await screen.findByText("Too long.")).toBeTruthy();
  });

  it("keeps the language chosen on the login page over the account's saved one, and saves it", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/login": [200, { access_token: "t", user }],
      "/api/lang": [200, { ...user, lang: "zh-CN" }],
      "/api/line/config": [200, { enabled: false }],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router, client } = renderWithApp(
      <>
        <LanguageList />
        <LoginPage />
      </>,
      "/login",
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Username or email" }), {
      target: { value: "amy" },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "demo-pass" } });
    fireEvent.click(screen.getByRole("button", { name: "简体中文" }));
    fireEvent.click(await screen.findByRole("button", { name: "登录" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(currentLocale()).toBe("zh-CN");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("zh-CN");
    expect(calls.find((call) => call.url.startsWith("/api/lang"))?.body).toEqual({ lang: "zh-CN" });
    expect(client.getQueryData<{ lang: string }>(["session", "me"])?.lang).toBe("zh-CN");
  });

  it("switches to the account's saved language when none was chosen (one left by another account is not a choice)", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "zh-TW");
    await changeLocale("zh-TW", { persist: false });
    const { fetchStub, calls } = stubFetch({
      "/api/login": [200, { access_token: "t", user }],
      "/api/line/config": [200, { enabled: false }],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderWithApp(<LoginPage />, "/login");
    fireEvent.change(screen.getByRole("textbox", { name: "使用者名稱或電子郵件" }), {
      target: { value: "amy" },
    });
    fireEvent.change(screen.getByLabelText(/^密碼/), { target: { value: "demo-pass" } });
    fireEvent.click(screen.getByRole("button", { name: "登入" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(currentLocale()).toBe("en");
    expect(calls.some((call) => call.url.startsWith("/api/lang"))).toBe(false);
  });

  it("saves a language switched to while signed in, not this browser's saved one restored on a page", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/login": [200, { access_token: "t", user }],
      "/api/lang": [200, { ...user, lang: "zh-CN" }],
      "/api/line/config": [200, { enabled: false }],
    });
    vi.stubGlobal("fetch", fetchStub);
    const { router } = renderWithApp(<LoginPage />, "/login");
    fill("amy", "demo-pass");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    const langCalls = () => calls.filter((call) => call.url.startsWith("/api/lang"));

    // A prerendered page hydrates in English, then restores the language this browser saved.
    await changeLocale("zh-TW", { persist: false });
    expect(currentLocale()).toBe("zh-TW");
    expect(langCalls()).toEqual([]);

    await changeLocale("zh-CN");
    await waitFor(() => expect(langCalls().map((call) => call.body)).toEqual([{ lang: "zh-CN" }]));
  });
});

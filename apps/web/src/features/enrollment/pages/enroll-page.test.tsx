import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubFetch } from "../../../test/render-page";
import EnrollPage from "./enroll-page";
import EnrollReferralPage from "./enroll-referral-page";
import EnrollSuccessPage from "./enroll-success-page";

afterEach(() => vi.unstubAllGlobals());

const sessions = {
  groups: [
    {
      type: "group",
      sessions: [
        {
          id: 21,
          course_id: null,
          course: null,
          type: "group",
          is_private: false,
          title: "SAT Summer Intensive",
          short_name: "SAT",
          city: "Taipei",
          fee: 3_600_000,
          currency: "TWD",
          need_pay_first: true,
          is_online: false,
          start_date: "2026-07-01",
          end_date: "2026-08-15",
          date: "Sat & Sun",
          time_from: "09:00",
          time_to: "12:00",
          tags: ["SAT"],
          localized: { title: "SAT Summer Intensive", short_name: "SAT", city: "Taipei", date: "Sat & Sun" },
          seats_left: 3,
        },
      ],
    },
  ],
  tags: ["SAT"],
};

const form = (step: number) => ({
  form: {
    id: 7,
    step,
    role: "parent",
    user_id: null,
    locale: "en",
    contact: {
      first_name: "Jennifer",
      last_name: "",
      email: "jen@example.com",
      phone: "+886 933 222 111",
      home_phone: "",
      address: "",
      line_id: "",
    },
    students: [],
    course_session_ids: [],
    type: null,
    tutoring_mode: null,
    previous_classes: "",
    mandarin_help: null,
    referral: "",
    group_enrollment: "",
    payment_way: "",
    currency: null,
    notes: "",
    submitted_at: null,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  },
  resume_token: "resume-token-0123456789",
});

function type(label: RegExp | string, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByRole("textbox", { name: label }), { target: { value } });
}

async function fillStepOne() {
  await screen.findByRole("heading", { name: "Enroll in a class" });
  const contact = screen.getByRole("group", { name: "Your contact details" });
  type(/^First name/, "Jennifer", contact);
  type(/^Email/, "jen@example.com", contact);
  type(/^Phone/, "+886 933 222 111", contact);
  const first = screen.getByRole("group", { name: "Student 1" });
  type(/^First name/, "Ethan", first);
  type(/^Email/, "kid@example.com", first);
  fireEvent.click(screen.getByRole("button", { name: "Add another student" }));
  const second = screen.getByRole("group", { name: "Student 2" });
  type(/^First name/, "Chloe", second);
  type(/^Email/, "KID@example.com", second);
}

describe("/enroll", () => {
  it("refuses a duplicate student email on the client, then saves step one and resumes with the token", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/me": [401, { message: "Unauthorized", code: "unauthorized" }],
      "/api/course-sessions-for-enrollment": [200, sessions],
      "/api/enrollment-session-tags": [200, { data: ["SAT"] }],
      "POST /api/enrollment-forms-step-one": [200, form(1)],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollPage />, "/enroll");
    await fillStepOne();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));

    const second = screen.getByRole("group", { name: "Student 2" });
    expect(
      await within(second).findByText("The emails of all students and the parent must be different."),
    ).toBeTruthy();
    expect(calls.some((call) => call.url.includes("step-one"))).toBe(false);

    type(/^Email/, "chloe@example.com", second);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("group", { name: "Choose classes" });
    const sent = calls.find((call) => call.url.includes("step-one"));
    expect(sent?.body).toMatchObject({
      role: "parent",
      students: [{ email: "kid@example.com" }, { email: "chloe@example.com" }],
    });
    expect(JSON.parse(window.localStorage.getItem("enrollment.draft") ?? "{}")).toEqual({
      formId: 7,
      resumeToken: "resume-token-0123456789",
    });
  });

  it("a visitor answers a captcha with step one; a refused answer shows on the field with a new image", async () => {
    let captchas = 0;
    let tries = 0;
    const { fetchStub, calls } = stubFetch({
      "/api/me": [401, { message: "Unauthorized", code: "unauthorized" }],
      "/api/course-sessions-for-enrollment": [200, sessions],
      "/api/enrollment-session-tags": [200, { data: ["SAT"] }],
      "/api/captcha/flat": () => {
        captchas += 1;
        return [200, { img: "data:image/svg+xml;base64,PHN2Zy8+", key: `key-${captchas}` }];
      },
      "POST /api/enrollment-forms-step-one": () => {
        tries += 1;
        return tries === 1
          ? [
              422,
              {
                message: "The captcha code is invalid",
                code: "captcha_invalid",
                errors: { captcha: ["The captcha code is invalid"] },
              },
            ]
          : [200, form(1)];
      },
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollPage />, "/enroll");
    await fillStepOne();
    type(/^Email/, "chloe@example.com", screen.getByRole("group", { name: "Student 2" }));
    await screen.findByTestId("captcha-image");
    type(/^Captcha/, "wxyz");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("The captcha code is invalid")).toBeTruthy();
    const first = calls.find((call) => call.url.includes("step-one"));
    expect(first?.body).toMatchObject({ captcha: "wxyz", captcha_key: "key-1" });
    await waitFor(() => expect(captchas).toBe(2));
    expect((screen.getByRole("textbox", { name: /^Captcha/ }) as HTMLInputElement).value).toBe("");

    type(/^Captcha/, "abcd");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("group", { name: "Choose classes" });
    const second = calls.filter((call) => call.url.includes("step-one"))[1];
    expect(second?.body).toMatchObject({ captcha: "abcd", captcha_key: "key-2" });
    // The draft is theirs now: no captcha when they come back to step one.
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.queryByTestId("captcha-image")).toBeNull();
  }, 20_000); // two round trips and two captcha images: slow on a loaded machine

  it("a class page's Enroll carries the class in: it is ticked in step two and named at the top", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/me": [401, { message: "Unauthorized", code: "unauthorized" }],
      "/api/course-sessions-for-enrollment": [200, sessions],
      "/api/enrollment-session-tags": [200, { data: ["SAT"] }],
      "POST /api/enrollment-forms-step-one": [200, form(1)],
      "POST /api/enrollment-forms-step-two": [200, form(2)],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollPage />, "/enroll?course_session_ids=21,999,x");
    expect((await screen.findByTestId("carried-class")).textContent).toContain("SAT Summer Intensive");
    await fillStepOne();
    type(/^Email/, "chloe@example.com", screen.getByRole("group", { name: "Student 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("group", { name: "Choose classes" });
    const box = screen.getByRole("checkbox", { name: /SAT Summer Intensive/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(calls.some((call) => call.url.includes("step-two"))).toBe(true));
    expect(calls.find((call) => call.url.includes("step-two"))?.body).toMatchObject({
      course_session_ids: [21],
      type: "group",
    });
  });

  it("step two needs a class; the server's email-already-used answer lands on that student's row", async () => {
    const { fetchStub, calls } = stubFetch({
      "/api/me": [401, { message: "Unauthorized", code: "unauthorized" }],
      "/api/course-sessions-for-enrollment": [200, sessions],
      "/api/enrollment-session-tags": [200, { data: ["SAT"] }],
      "POST /api/enrollment-forms-step-one": [200, form(1)],
      "POST /api/enrollment-forms-step-two": [
        422,
        {
          message: "Validation failed",
          code: "validation_failed",
          errors: { "students.1.email": ["This email is already used in an enrollment for this class."] },
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollPage />, "/enroll");
    await fillStepOne();
    type(/^Email/, "chloe@example.com", screen.getByRole("group", { name: "Student 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("group", { name: "Choose classes" });

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Please choose at least one class.")).toBeTruthy();
    expect(calls.some((call) => call.url.includes("step-two"))).toBe(false);

    fireEvent.click(await screen.findByRole("checkbox", { name: /SAT Summer Intensive/ }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(calls.some((call) => call.url.includes("step-two"))).toBe(true));
    const stepTwo = calls.find((call) => call.url.includes("step-two"));
    expect(stepTwo?.body).toMatchObject({
      form_id: 7,
      resume_token: "resume-token-0123456789",
      course_session_ids: [21],
      currency: "TWD",
    });
    const second = await screen.findByRole("group", { name: "Student 2" });
    expect(
      await within(second).findByText("This email is already used in an enrollment for this class."),
    ).toBeTruthy();
  });

  it("an account's email: the email field says log in or use another, with a link to log in", async () => {
    const message =
      "This email is already used by an account. Log in to enroll with it, or use another email.";
    const { fetchStub } = stubFetch({
      "/api/me": [401, { message: "Unauthorized", code: "unauthorized" }],
      "/api/course-sessions-for-enrollment": [200, sessions],
      "/api/enrollment-session-tags": [200, { data: ["SAT"] }],
      "POST /api/enrollment-forms-step-one": [
        422,
        { message: "Validation failed", code: "validation_failed", errors: { "contact.email": [message] } },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    renderPage(<EnrollPage />, "/enroll");
    await fillStepOne();
    type(/^Email/, "chloe@example.com", screen.getByRole("group", { name: "Student 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const contact = screen.getByRole("group", { name: "Your contact details" });
    expect(await within(contact).findByText(message)).toBeTruthy();
    const email = within(contact).getByRole("textbox", { name: /^Email/ });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const hint = within(contact).getByTestId("email-has-account");
    expect(hint.textContent).toContain("Is this your account?");
    expect(within(hint).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    // Still on step one: nothing was saved as a draft.
    expect(window.localStorage.getItem("enrollment.draft")).toBeNull();
  });

  it("step three leads to the success page, whose link opens the referral page with the token", async () => {
    const token = `7.${"b".repeat(43)}`;
    const saved = form(2).form;
    const draft = {
      ...saved,
      students: [
        {
          user_id: null,
          first_name: "Ethan",
          last_name: "",
          email: "kid@example.com",
          phone: "",
          school: "",
          grade: "",
        },
      ],
      course_session_ids: [21],
      type: "group",
      tutoring_mode: "online",
      currency: "TWD",
    };
    const { fetchStub, calls } = stubFetch({
      "/api/me": [401, { message: "Unauthorized", code: "unauthorized" }],
      "/api/course-sessions-for-enrollment": [200, sessions],
      "/api/enrollment-session-tags": [200, { data: ["SAT"] }],
      "GET /api/enrollment-forms?": [200, draft],
      "POST /api/enrollment-forms-step-three": [
        200,
        {
          form: { ...draft, step: 3, submitted_at: "2026-03-01T02:00:00.000Z" },
          resume_token: null,
          enrolled_session_ids: [31],
          referral_token: token,
        },
      ],
      "GET /api/enrollment-forms-referral": [
        200,
        {
          form_id: 7,
          referral: "",
          submitted_at: "2026-03-01T02:00:00.000Z",
          deadline: "2026-03-08T02:00:00.000Z",
          open: true,
        },
      ],
    });
    vi.stubGlobal("fetch", fetchStub);
    window.localStorage.setItem(
      "enrollment.draft",
      JSON.stringify({ formId: 7, resumeToken: "resume-token-0123456789" }),
    );
    const router = createMemoryRouter(
      [
        { path: "/enroll", element: <EnrollPage /> },
        { path: "/enroll/success", element: <EnrollSuccessPage /> },
        { path: "/enroll/referral", element: <EnrollReferralPage /> },
      ],
      { initialEntries: ["/enroll"] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByRole("checkbox", { name: "The information above is correct" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit enrollment" }));
    await screen.findByRole("heading", { name: "Thank you, we received your enrollment" });
    // The token is not in the address (history and logs), only in the link.
    expect(router.state.location.pathname + router.state.location.search).toBe("/enroll/success");
    const link = screen.getByRole("link", { name: "Tell us who referred you" });
    expect(link.getAttribute("href")).toBe(`/enroll/referral?token=${encodeURIComponent(token)}`);
    fireEvent.click(link);
    await screen.findByRole("heading", { name: "Who referred you?" });
    expect(
      calls.some((call) => call.url === `/api/enrollment-forms-referral?token=${encodeURIComponent(token)}`),
    ).toBe(true);
  });

  it("the success page without a token (opened again later) points to the mail's link", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "/api/me": [401, { message: "Unauthorized", code: "unauthorized" }] }).fetchStub,
    );
    renderPage(<EnrollSuccessPage />, "/enroll/success");
    expect(
      await screen.findByText(
        "You can still tell us who referred you within 7 days: the confirmation email has the link.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Tell us who referred you" })).toBeNull();
  });
});

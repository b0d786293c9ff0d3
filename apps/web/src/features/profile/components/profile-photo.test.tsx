import { type Profile, profileEndpoints, uploadEndpoints } from "@edu/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fillAnswer } from "../../../test/fill-answer";
import { on, reply, stubEndpoints } from "../../../test/stub-endpoints";
import { ProfilePhoto } from "./profile-photo";

const profile = {
  user: { id: 7, username: "student", first_name: "Amy", last_name: "Lin" },
  basic: { photo_upload_id: null },
} as unknown as Profile;

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ProfilePhoto profile={profile} target={{ kind: "admin", userId: 7 }} editable />
      </MantineProvider>
    </QueryClientProvider>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { input, choose };
}

const sized = (name: string, type: string, size: number) => {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("ProfilePhoto", () => {
  it("accepts only JPEG, PNG and WebP", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { input, choose } = setup();
    expect(input.accept).toBe("image/jpeg,image/png,image/webp");
    choose(sized("a.gif", "image/gif", 100));
    expect(screen.getByRole("alert").textContent).toBe("Choose a JPEG, PNG or WebP image.");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses images over 5 MB before uploading", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { choose } = setup();
    choose(sized("big.png", "image/png", 5 * 1024 * 1024 + 1));
    expect(screen.getByRole("alert").textContent).toBe("The image is larger than 5 MB.");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the upload", async () => {
    const { fetchStub, calls } = stubEndpoints([
      on(
        uploadEndpoints.uploadImage,
        reply(415, {
          message: "This type of file or content is not accepted.",
          code: "unsupported_media_type",
        }),
      ),
    ]);
    vi.stubGlobal("fetch", fetchStub);
    const { choose } = setup();
    choose(sized("fake.png", "image/png", 100));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("This type of file or content is not accepted."),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/image");
  });

  it("uploads, then saves photo_upload_id on the user's basic profile", async () => {
    const saved = { ...profile, basic: { photo_upload_id: 42 } };
    const { fetchStub, calls } = stubEndpoints([
      on(uploadEndpoints.uploadImage, { id: 42, url: "/files/42/a.png" }),
      on(profileEndpoints.updateUserBasicProfile, fillAnswer(profileEndpoints.updateUserBasicProfile, saved)),
    ]);
    vi.stubGlobal("fetch", fetchStub);
    const { choose } = setup();
    choose(sized("a.png", "image/png", 100));
    await waitFor(() => expect(calls).toHaveLength(2));
    // The form is recorded as its field names and file names.
    expect(calls[0]?.body).toMatchObject({ image: "a.png", purpose: "photo" });
    expect(calls[1]?.url).toBe("/api/basic/profile/7");
    expect(calls[1]?.method).toBe("PATCH");
    expect(calls[1]?.body).toEqual({ photo_upload_id: 42 });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

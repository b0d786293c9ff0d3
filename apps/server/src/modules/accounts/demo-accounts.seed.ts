import type { Role } from "@edu/shared";
import type { DemoSeed } from "../../seed/seed";
import { linkConfirmed } from "../family-links";
import { upsertBasicProfile, upsertStudentProfile, upsertTeacherProfile } from "../profiles";
import { addRoles, createUser } from "../users";
import { hashPassword } from "./passwords";

type DemoUser = {
  username: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  lang?: "en" | "zh-CN" | "zh-TW";
  isActive?: boolean;
  phone: string;
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: "admin",
    firstName: "Grace",
    lastName: "Lin",
    roles: ["super-admin", "staff"],
    phone: "+886 2 2700 1234",
  },
  {
    // A second admin: the to-do panel assigns work to colleagues (the staff picker lists admins).
    username: "admin2",
    firstName: "怡君",
    lastName: "吳",
    roles: ["super-admin"],
    lang: "zh-TW",
    phone: "+886 2 2700 2345",
  },
  {
    username: "staff",
    firstName: "Kevin",
    lastName: "Chen",
    roles: ["staff"],
    lang: "zh-TW",
    phone: "+886 2 2700 5678",
  },
  {
    username: "teacher",
    firstName: "Emily",
    lastName: "Wang",
    roles: ["teacher"],
    phone: "+886 912 345 678",
  },
  {
    username: "teacher2",
    firstName: "David",
    lastName: "Liu",
    roles: ["teacher"],
    lang: "zh-CN",
    phone: "+86 138 0013 8000",
  },
  {
    username: "parent",
    firstName: "Jennifer",
    lastName: "Huang",
    roles: ["parent"],
    lang: "zh-TW",
    phone: "+886 933 222 111",
  },
  {
    username: "student",
    firstName: "Ethan",
    lastName: "Huang",
    roles: ["student"],
    phone: "+886 955 666 777",
  },
  {
    username: "student2",
    firstName: "Chloe",
    lastName: "Huang",
    roles: ["student"],
    phone: "+886 955 888 999",
  },
  {
    username: "testeditor",
    firstName: "Sam",
    lastName: "Wu",
    roles: ["test-editor"],
    phone: "+886 2 2700 9999",
  },
  {
    username: "former",
    firstName: "Oliver",
    lastName: "Tsai",
    roles: ["student"],
    isActive: false,
    phone: "+886 977 000 111",
  },
];

/**
 * Spec demo accounts: a parent with two children, two teachers, staff, a test editor, one inactive.
 * No use case creates an account with a password and roles (registering needs a captcha, accounts
 * staff create have no password), so the step creates each account with the users module's
 * `createUser`; roles, profiles and the family link go through the users, profiles and family-links
 * services.
 */
export const demoAccountsSeed: DemoSeed = {
  name: "demo-accounts",
  run: async (tx, { config }) => {
    const passwordHash = await hashPassword(config.DEMO_PASSWORD);
    const ids = new Map<string, number>();
    for (const demo of DEMO_USERS) {
      const row = await createUser(tx, {
        username: demo.username,
        email: `${demo.username}@demo.example.com`,
        passwordHash,
        firstName: demo.firstName,
        lastName: demo.lastName,
        lang: demo.lang ?? "en",
        isActive: demo.isActive ?? true,
        finishBind: true,
      });
      ids.set(demo.username, row.id);
      await addRoles(tx, row.id, demo.roles);
      await upsertBasicProfile(tx, row.id, { phone: demo.phone, line: `${demo.username}.line` });
    }
    const id = (name: string) => {
      const found = ids.get(name);
      if (found === undefined) throw new Error(`demo account ${name}`);
      return found;
    };
    await upsertStudentProfile(tx, id("student"), {
      school: "Taipei American School",
      gradeLevel: "11",
      languagePreference: "en",
      heardFrom: "friend",
    });
    await upsertStudentProfile(tx, id("student2"), {
      school: "Taipei American School",
      gradeLevel: "9",
      languagePreference: "zh-TW",
      heardFrom: "friend",
    });
    await upsertStudentProfile(tx, id("former"), {
      school: "Shanghai American School",
      gradeLevel: "graduated",
    });
    await upsertTeacherProfile(tx, id("teacher"), {
      college: "Columbia University",
      graduationYear: 2015,
      major: "English Literature",
      subjects: ["SAT Reading", "SAT Writing", "TOEFL"],
      bio: "Ten years of SAT and TOEFL teaching; former admissions reader.",
      bioTranslations: {
        "zh-TW": { bio: "十年 SAT 與 TOEFL 教學經驗，曾任大學招生審查委員。" },
        "zh-CN": { bio: "十年 SAT 与 TOEFL 教学经验，曾任大学招生审阅官。" },
      },
      showBio: true,
      hourlySalary: 150000,
      hourlySalaryCurrency: "TWD",
    });
    await upsertTeacherProfile(tx, id("teacher2"), {
      college: "Peking University",
      graduationYear: 2012,
      major: "Mathematics",
      subjects: ["SAT Math", "ACT Math", "AP Calculus"],
      bio: "Math olympiad coach who makes the SAT math section feel easy.",
      bioTranslations: {
        "zh-TW": { bio: "數學奧林匹亞教練，讓 SAT 數學變得輕鬆簡單。" },
        "zh-CN": { bio: "数学奥林匹克教练，让 SAT 数学变得轻松简单。" },
      },
      showBio: true,
      hourlySalary: 30000,
      hourlySalaryCurrency: "CNY",
    });
    // Linked as an administrator links a family (no confirmation needed).
    await linkConfirmed(tx, { id: id("admin") }, id("parent"), [id("student"), id("student2")], "admin");
  },
};

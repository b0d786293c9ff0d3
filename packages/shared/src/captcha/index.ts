export * from "./captcha.endpoints";

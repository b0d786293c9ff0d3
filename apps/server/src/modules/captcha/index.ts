export { captchaRoutes } from "./captcha.routes";
export { type CaptchaVerifier, createCaptcha, createCaptchaVerifier } from "./captcha.service";

export { captchaRoutes } from "./captcha.routes";
export {
  type CaptchaVerifier,
  createCaptcha,
  createCaptchaVerifier,
  deleteExpiredCaptchas,
} from "./captcha.service";

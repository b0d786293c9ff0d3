export { captchaModule } from "./captcha.manifest";
export {
  type CaptchaVerifier,
  createCaptcha,
  createCaptchaVerifier,
  deleteExpiredCaptchas,
} from "./captcha.service";

// captcha's face: the only file of it that other modules and the app import.
export * as captchaRoutes from './routes.ts';
export { requireCaptcha, requireSolution } from './service.ts';

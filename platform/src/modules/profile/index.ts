// profile's face: the only file of it that other modules and the app import.
export { PHOTO_MEDIA_TYPE } from './photo.ts';
export * as profileRoutes from './routes.ts';
export { getProfilePhoto } from './service.ts';

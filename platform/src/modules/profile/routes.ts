/** Handlers of the profile tag: the caller's own profile and photo. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import { sendStoredFile } from '../../core/upload/index.ts';
import { PHOTO_MEDIA_TYPE } from './photo.ts';
import * as profileService from './service.ts';

export const updateProfile: OperationHandler<'updateProfile'> = async (request) =>
  profileService.updateProfile(request.server.db, signedInUser(request).id, request.body);

export const uploadProfilePhoto: OperationHandler<'uploadProfilePhoto'> = async (request) =>
  profileService.uploadProfilePhoto(
    request,
    request.server.db,
    request.server.config.uploadsDir,
    signedInUser(request).id,
  );

export const getProfilePhoto: OperationHandler<'getProfilePhoto'> = async (request, reply) =>
  sendStoredFile(
    reply,
    await profileService.getProfilePhoto(request.server.db, request.server.config.uploadsDir, signedInUser(request).id),
    PHOTO_MEDIA_TYPE,
  );

// upload's face: the only file of it that other modules and the app import.
export { UPLOAD_LIMIT, uploadLimitOf } from './limit.ts';
export { receiveFile, type UploadRule } from './receive.ts';
export { sendStoredFile } from './serve.ts';
export { readStoredFile, removeStoredFile, storeFile } from './storage.ts';

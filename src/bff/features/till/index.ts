// The till's side in the BFF (issue 45): captures from the phone saved once under their own id, and iPhone photos.
export { CaptureOnce, type MadeBefore } from './capture-once';
export { IntentStore } from './intent-store';
export { heicAsJpeg, heicToJpeg, isHeicName } from './heic';

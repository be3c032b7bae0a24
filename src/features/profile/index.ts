export { ProfilePictureDialog, PROFILE_PICTURE_TEXTS } from './ProfilePictureDialog'
export { BiographyDialog, BIOGRAPHY_MAX, BIOGRAPHY_TEXTS } from './BiographyDialog'
export { CONNECT_ERROR } from './texts'

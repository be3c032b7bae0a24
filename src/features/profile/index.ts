export { ProfilePictureDialog } from './ProfilePictureDialog'
export { BiographyDialog } from './BiographyDialog'
export { BIOGRAPHY_MAX, BIOGRAPHY_TEXTS, CONNECT_ERROR, PROFILE_PICTURE_TEXTS } from './texts'

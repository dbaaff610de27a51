export { PhotoFileInput } from './photo-file-input.tsx';
export type { ScaledPhoto } from './scale-photo.ts';

import type { Config } from '../config.ts';
import { LocalPhotoStore } from './local-photo-store.ts';
import type { PhotoStore } from './photo-store.ts';
import { S3PhotoStore } from './s3-photo-store.ts';

/** DESIGN §2: the bucket when `S3_BUCKET` is set (several instances share it), else the `UPLOAD_DIR` folder. */
export function createPhotoStore(config: Pick<Config, 's3' | 'uploadDir'>): PhotoStore {
  return config.s3 ? new S3PhotoStore(config.s3) : new LocalPhotoStore(config.uploadDir);
}

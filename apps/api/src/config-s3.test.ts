import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const MINIO = { S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio.internal:9000' };

describe('photo storage configuration (DESIGN §2: S3_BUCKET)', () => {
  it('keeps photos in UPLOAD_DIR when S3_BUCKET is unset', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads an S3-compatible server, with us-east-1 when no region is given', () => {
    const config = loadConfig({
      ...MINIO,
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'installer/photos',
      AWS_ACCESS_KEY_ID: 'key-id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'photos',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'installer/photos/',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
  });

  it("reads Amazon S3 with the bucket's region, leaving credentials to the SDK's chain", () => {
    const config = loadConfig({ S3_BUCKET: 'acme-installer-photos', AWS_REGION: 'eu-west-3' });
    expect(config.s3).toEqual({
      bucket: 'acme-installer-photos',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      region: 'eu-west-3',
      credentials: undefined,
    });
  });

  it.each([
    ['S3_BUCKET', { S3_BUCKET: 'Photos_Bucket', AWS_REGION: 'eu-west-3' }],
    ['S3_ENDPOINT', { ...MINIO, S3_ENDPOINT: 'minio:9000' }],
    ['S3_FORCE_PATH_STYLE', { ...MINIO, S3_FORCE_PATH_STYLE: 'path' }],
    ['S3_PREFIX', { ...MINIO, S3_PREFIX: '/photos' }],
    ['S3_PREFIX', { ...MINIO, S3_PREFIX: 'photos//2026' }],
    ['AWS_REGION', { S3_BUCKET: 'photos' }],
    ['AWS_REGION', { ...MINIO, AWS_REGION: 'EU West' }],
    ['AWS_SECRET_ACCESS_KEY', { ...MINIO, AWS_ACCESS_KEY_ID: 'key-id' }],
    ['AWS_ACCESS_KEY_ID', { ...MINIO, AWS_SECRET_ACCESS_KEY: 'secret' }],
    // Set without a bucket, photos would quietly stay on this instance's disk.
    ['S3_ENDPOINT', { S3_ENDPOINT: 'http://minio.internal:9000' }],
    ['S3_PREFIX', { S3_PREFIX: 'photos' }],
    ['S3_FORCE_PATH_STYLE', { S3_FORCE_PATH_STYLE: '1' }],
  ])('stops on a wrong %s naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrowError(new RegExp(`${name}:`));
  });
});

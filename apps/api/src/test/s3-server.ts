import crypto from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * s3rver 3.7.1 seals its ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 (Node 17 and
 * later) keeps in its legacy provider: every truncated listing would fail. Triple DES with the key three
 * times is the same cipher and is in the default provider; only s3rver asks for 'des'.
 */
function letS3rverPaginate(): void {
  type Cipher = typeof crypto.createCipheriv;
  type Decipher = typeof crypto.createDecipheriv;
  const tripled = (key: crypto.CipherKey) => Buffer.concat([key, key, key] as Buffer[]);
  const cipher = crypto.createCipheriv;
  const decipher = crypto.createDecipheriv;
  if ((cipher as { s3rver?: true }).s3rver) return;
  crypto.createCipheriv = Object.assign(
    ((algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null) =>
      algorithm === 'des' ? cipher('des-ede3-cbc', tripled(key), iv) : cipher(algorithm, key, iv)) as Cipher,
    { s3rver: true },
  );
  crypto.createDecipheriv = ((algorithm: string, key: crypto.CipherKey, iv: crypto.BinaryLike | null) =>
    algorithm === 'des'
      ? decipher('des-ede3-cbc', tripled(key), iv)
      : decipher(algorithm, key, iv)) as Decipher;
}

/** s3rver's one account (ENVIRONMENT: S3-compatible storage). */
const KEY = 'S3RVER';

/** The server's variables for this bucket, as an operator would set them for MinIO or Garage. */
interface S3Env extends Record<string, string> {
  S3_BUCKET: string;
  S3_ENDPOINT: string;
  S3_FORCE_PATH_STYLE: string;
  AWS_ACCESS_KEY_ID: string;
  AWS_SECRET_ACCESS_KEY: string;
}

export interface TestS3 {
  endpoint: string;
  bucket: string;
  env: S3Env;
  /** A client of our own, to look into the bucket behind the server's back. */
  client: S3Client;
  /** The object's bytes and content type (in the test bucket unless named); null when there is none. */
  read(key: string, inBucket?: string): Promise<{ bytes: Buffer; contentType: string | undefined } | null>;
  /** Writes an object as something other than the server would (a crash's leftover, a foreign file). */
  plant(key: string, bytes?: Buffer): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server on 127.0.0.1 (s3rver, on a temporary folder), a free port, one bucket, spoken
 * to by the real AWS SDK: the S3 driver is tested over HTTP as it talks to MinIO or Amazon S3.
 */
export async function startTestS3(bucket = 'photos'): Promise<TestS3> {
  letS3rverPaginate();
  const directory = mkdtempSync(path.join(tmpdir(), 'installer-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: KEY,
      AWS_SECRET_ACCESS_KEY: KEY,
    },
    client,
    read: async (key, inBucket = bucket) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: inBucket, Key: key }));
        const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        return { bytes, contentType: object.ContentType };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    plant: async (key, bytes = Buffer.from('bytes')) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    stop: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

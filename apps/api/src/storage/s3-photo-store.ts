import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { type PhotoStore, type StoredObject, storageFull, storageUnavailable } from './photo-store.ts';

/** The bucket as configured (config.ts), and what tests tune beside it. */
export interface S3PhotoStoreOptions extends S3Settings {
  /** Tests shorten them to see a hung server answered in milliseconds. */
  timeouts?: { connectMs: number; requestMs: number };
  /** ListObjectsV2's page size; tests lower it to exercise the continuation. */
  pageSize?: number;
}

/**
 * A hung store must not hang the upload that waits on it: 3 s to connect, 10 s for a request (a 10 MiB
 * photo within a data centre takes well under a second), two attempts: at worst about 26 s, under the
 * reverse proxy's 60 s (docs/DEPLOY.md).
 */
const DEFAULT_TIMEOUTS = { connectMs: 3_000, requestMs: 10_000 };
const MAX_ATTEMPTS = 2;

/**
 * The refusals that mean "no space for this": MinIO's full drives and bucket quota, Ceph RGW's and others'
 * quota, and HTTP 507 from any server. Everything else the store says is `storage_unavailable`.
 */
const FULL_CODES = new Set([
  'XMinioStorageFull',
  'XMinioAdminBucketQuotaExceeded',
  'QuotaExceeded',
  'InsufficientStorage',
]);

/**
 * DESIGN §3: an S3 fault is 507 when the server refuses for space, otherwise 503: unreachable, timed out,
 * 5xx, access denied, no such bucket, bad credentials. All of them need an operator, none is the caller's
 * doing, and none may answer 500 (the cause is logged with the 503).
 */
function asStorageFault(error: unknown): unknown {
  if (error instanceof S3ServiceException) {
    if (FULL_CODES.has(error.name) || error.$metadata.httpStatusCode === 507) return storageFull(error);
  }
  return storageUnavailable(error);
}

const KEY_PART = /^[\w-][\w.-]*$/;

/** DESIGN §2 `S3_BUCKET`: a key `<id_device>/<file_name>` is the object `S3_PREFIX<id_device>/<file_name>`. */
export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly pageSize: number;

  constructor(options: S3PhotoStoreOptions) {
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.pageSize = options.pageSize ?? 1000;
    this.client = new S3Client({
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      region: options.region,
      credentials: options.credentials,
      maxAttempts: MAX_ATTEMPTS,
      requestHandler: {
        connectionTimeout: timeouts.connectMs,
        requestTimeout: timeouts.requestMs,
        throwOnRequestTimeout: true,
      },
      // Only the checksums S3 requires: several S3-compatible servers refuse the SDK's newer default
      // CRC32 headers. A PutObject of a buffer is signed with its SHA-256 all the same.
      ...(options.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  /** Every call to the store goes through here: its faults become DESIGN §3's 507 or 503. */
  private async send<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw asStorageFault(error);
    }
  }

  private objectKey(key: string): string {
    if (!key.split('/').every((part) => KEY_PART.test(part))) throw new Error(`not a photo key: ${key}`);
    return this.prefix + key;
  }

  /**
   * One PutObject: S3 makes an object visible whole or not at all, so a failed or interrupted put leaves
   * nothing behind. The content type is stored with the object for whoever serves it later.
   */
  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      Body: bytes,
      ContentType: contentType,
      ContentLength: bytes.length,
    });
    await this.send(() => this.client.send(command));
  }

  /** S3 answers a delete of a missing key with success, as the contract wants. */
  async delete(key: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    await this.send(() => this.client.send(command));
  }

  /** In Node the SDK's body is a readable stream of the object; a missing key is null, not a fault. */
  async open(key: string): Promise<Readable | null> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    try {
      const object = await this.client.send(command);
      return (object.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw asStorageFault(error);
    }
  }

  /** Every object under the prefix, page by page (ListObjectsV2 continuation), for the orphan sweep. */
  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const command = new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: this.prefix || undefined,
        ContinuationToken: token,
        MaxKeys: this.pageSize,
      });
      const page = await this.send(() => this.client.send(command));
      for (const object of page.Contents ?? []) {
        if (!object.Key?.startsWith(this.prefix) || !object.LastModified) continue;
        yield { key: object.Key.slice(this.prefix.length), modifiedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Nothing to remove: every photo is one PutObject (a photo is at most 10 MiB, under S3's 5 GiB single
   * put), which never leaves a partial object, and this store starts no multipart upload whose parts a
   * crash could strand.
   */
  async removeIncomplete(): Promise<number> {
    return 0;
  }
}

/**
 * A local S3 server for the suite: s3rver (npm), an implementation of S3's REST API of its own
 * (buckets, objects on disk, S3's XML errors, the access key of each request checked against its one
 * account; it does not recompute Signature Version 4, which the AWS SDK itself computes), so the S3
 * audio store is tried against a server that speaks the protocol, not against this project's reading
 * of it. MinIO would be closer to production but does not install from the registries this project
 * may use (npm, Debian); Python's moto needs PyPI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account. */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_BUCKET = 'daybreak-audio';

export async function startS3Server(): Promise<{
  endpoint: string;
  /** The environment that points `npm start` at this server's bucket, under `prefix`. */
  env(prefix: string): Record<string, string>;
  stop(): Promise<void>;
}> {
  const directory = mkdtempSync(path.join(tmpdir(), 'daybreak-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (prefix) => ({
      AUDIO_STORE: `s3://${S3_BUCKET}/${prefix}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    }),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { s3MediaStore } from './s3.ts';
import { localMediaStore, type MediaStore } from './store.ts';

/** The media store the configuration names: the S3 bucket when `MEDIA_S3_*` is set, else `DATA_DIR/media`. */
export function configuredMediaStore(config: Pick<Config, 'dataDir' | 'mediaS3'>): {
  store: MediaStore;
  /** Where the files go, for the start-up log: `s3://bucket` (and the endpoint) or the folder. */
  where: string;
} {
  const s3 = config.mediaS3;
  if (s3) {
    return {
      // Uploads wait in the data directory until they are checked and sent (docs/decisions 0069).
      store: s3MediaStore(s3, resolve(config.dataDir, 'uploads')),
      where: `s3://${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ` in ${s3.region}`}`,
    };
  }
  const folder = resolve(config.dataDir, 'media');
  return { store: localMediaStore(folder), where: folder };
}

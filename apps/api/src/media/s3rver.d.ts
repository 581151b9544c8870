/** The part of `@20minutes/s3rver` (an S3-compatible server for tests; it ships no types) that tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 for a free port; `run()` answers the one it got. */
    port?: number;
    /** The folder that holds the buckets. */
    directory?: string;
    silent?: boolean;
    /** Requests whose signature does not match still pass (off by default). */
    allowMismatchedSignatures?: boolean;
  }
  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  export default S3rver;
}

/**
 * The parts of the S3 SDK the functions use, the presigners included. `s3-client.ts` imports this
 * module lazily; named imports here let the bundler drop the rest of the SDK, which a namespace
 * import would keep.
 */
export {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';

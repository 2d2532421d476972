import { uploadConfig } from '../src/utils/upload-provider';

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  // Local files, or an S3-compatible bucket (UPLOAD_PROVIDER=aws-s3, S3_*).
  upload: { config: uploadConfig(process.env) },
});

// Where the CMS keeps uploaded files: its own folder (the default, one machine), or an
// S3-compatible bucket through Strapi's own provider (@strapi/provider-upload-aws-s3), which
// several CMS instances can share. Chosen and configured by environment variables only, so that
// the same build runs in both (docs/operations.md, "More than one machine").

type Env = Record<string, string | undefined>;

/**
 * What the media library accepts, judged by the file's content (its magic bytes, through Strapi's
 * own check) as well as its name and declared type: pictures the browser shows as pictures, video,
 * sound and PDF. SVG, HTML, scripts, XML and anything unrecognised are refused: served from the
 * CMS's origin, they could run as it.
 */
export const UPLOAD_ALLOWED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
  'video/*',
  'audio/*',
  'application/pdf',
];

/** What the upload plugin's `config` gets besides the provider. */
const COMMON = {
  // The site resizes every picture itself (gatsby-plugin-image): Strapi keeps only its admin
  // thumbnail instead of four extra sizes per upload.
  breakpoints: {},
  security: { allowedTypes: UPLOAD_ALLOWED_TYPES, deniedTypes: ['image/svg+xml', 'text/*', 'application/xml', 'application/javascript'] },
};

const S3_VARIABLES = 'S3_BUCKET, and optionally S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL';

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

const httpOrigin = (name: string, value: string) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) address, not "${value}".`);
  return url;
};

export const uploadConfig = (env: Env) => {
  const provider = env.UPLOAD_PROVIDER || 'local';
  if (provider === 'local') return COMMON;
  if (provider !== 'aws-s3') throw new Error(`UPLOAD_PROVIDER must be "local" or "aws-s3", not "${provider}".`);
  if (!env.S3_BUCKET) throw new Error(`UPLOAD_PROVIDER=aws-s3 needs ${S3_VARIABLES}.`);
  const endpoint = env.S3_ENDPOINT ? httpOrigin('S3_ENDPOINT', env.S3_ENDPOINT).toString().replace(/\/+$/, '') : undefined;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK's own credentials: an instance role, AWS_* variables).",
    );
  }
  return {
    ...COMMON,
    provider: 'aws-s3',
    providerOptions: {
      // The address visitors and the site build load the files from: a CDN in front of the bucket.
      baseUrl: env.S3_PUBLIC_URL ? httpOrigin('S3_PUBLIC_URL', env.S3_PUBLIC_URL).toString().replace(/\/+$/, '') : undefined,
      rootPath: env.S3_ROOT_PATH || undefined,
      s3Options: {
        region: env.S3_REGION || 'us-east-1',
        ...(endpoint
          ? {
              endpoint,
              // S3-compatible stores (MinIO, Scaleway, OVH…) serve buckets as a path of the endpoint,
              // and many refuse the checksums the SDK sends by default since 2025.
              forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? true : isTrue(env.S3_FORCE_PATH_STYLE),
              requestChecksumCalculation: 'WHEN_REQUIRED',
              responseChecksumValidation: 'WHEN_REQUIRED',
            }
          : {}),
        ...(env.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } } : {}),
        // No ACL unless asked: buckets created since 2023 refuse them, and are made readable by a
        // bucket policy instead. The key must be present for the provider not to send public-read.
        params: { Bucket: env.S3_BUCKET, ACL: env.S3_ACL || undefined },
      },
    },
  };
};

/**
 * The origin the files are loaded from when they are in a bucket, for the admin panel's content
 * security policy (its previews); null for local files.
 */
export const uploadMediaOrigin = (env: Env): string | null => {
  if ((env.UPLOAD_PROVIDER || 'local') !== 'aws-s3') return null;
  if (env.S3_PUBLIC_URL) return httpOrigin('S3_PUBLIC_URL', env.S3_PUBLIC_URL).origin;
  if (env.S3_ENDPOINT) return httpOrigin('S3_ENDPOINT', env.S3_ENDPOINT).origin;
  return `https://${env.S3_BUCKET}.s3.${env.S3_REGION || 'us-east-1'}.amazonaws.com`;
};

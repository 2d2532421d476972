/**
 * @jest-environment node
 */
// The upload configuration from the environment, and a file really stored in an S3-compatible
// bucket (s3rver, in this process) by Strapi's provider with that configuration.
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { AddressInfo } from 'net';
import S3rver from 's3rver';
import awsS3Provider from '@strapi/provider-upload-aws-s3';
import { UPLOAD_ALLOWED_TYPES, uploadConfig, uploadMediaOrigin } from '../upload-provider';

describe('the upload configuration', () => {
  it('keeps files in the CMS folder unless told otherwise', () => {
    expect(uploadConfig({})).toEqual({ breakpoints: {}, security: expect.objectContaining({ allowedTypes: UPLOAD_ALLOWED_TYPES }) });
    expect(uploadMediaOrigin({})).toBeNull();
  });

  it('puts them in an S3-compatible bucket with UPLOAD_PROVIDER=aws-s3, path-style, without ACL', () => {
    const config = uploadConfig({
      UPLOAD_PROVIDER: 'aws-s3',
      S3_BUCKET: 'esnum-medias',
      S3_REGION: 'fr-par',
      S3_ENDPOINT: 'https://s3.fr-par.scw.example/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://medias.esnum.example/',
    });
    expect(config).toMatchObject({
      provider: 'aws-s3',
      breakpoints: {},
      providerOptions: {
        baseUrl: 'https://medias.esnum.example',
        s3Options: {
          region: 'fr-par',
          endpoint: 'https://s3.fr-par.scw.example',
          forcePathStyle: true,
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
          params: { Bucket: 'esnum-medias', ACL: undefined },
        },
      },
    });
    expect(uploadMediaOrigin({ UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://medias.esnum.example/x' })).toBe(
      'https://medias.esnum.example',
    );
    expect(uploadMediaOrigin({ UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'esnum-medias', S3_REGION: 'eu-west-3' })).toBe(
      'https://esnum-medias.s3.eu-west-3.amazonaws.com',
    );
  });

  it.each([
    [{ UPLOAD_PROVIDER: 'ftp' }, /UPLOAD_PROVIDER must be "local" or "aws-s3"/],
    [{ UPLOAD_PROVIDER: 'aws-s3' }, /needs S3_BUCKET/],
    [{ UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'b', S3_ENDPOINT: 's3.example' }, /S3_ENDPOINT must be an http\(s\) address/],
    [{ UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, /go together/],
  ])('refuses %j, saying what is wrong', (env, message) => {
    expect(() => uploadConfig(env)).toThrow(message);
  });
});

describe('a file uploaded to the bucket', () => {
  let s3: S3rver;
  let endpoint: string;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esnum-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'esnum-medias', configs: [] }],
    });
    const address = (await s3.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await s3.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is stored under its hash in the bucket and readable at the address the CMS records', async () => {
    const config = uploadConfig({
      UPLOAD_PROVIDER: 'aws-s3',
      S3_BUCKET: 'esnum-medias',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ROOT_PATH: 'uploads',
    }) as { providerOptions: Parameters<typeof awsS3Provider.init>[0] };
    const provider = awsS3Provider.init(config.providerOptions);
    const picture = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    const file = {
      name: 'campus-lyon.svg',
      hash: 'campus_lyon_3f2a',
      ext: '.svg',
      mime: 'image/svg+xml',
      buffer: picture,
      url: '',
    } as Parameters<typeof provider.upload>[0];

    await provider.upload(file);

    expect(file.url).toBe(`${endpoint}/esnum-medias/uploads/campus_lyon_3f2a.svg`);
    const stored = await fetch(file.url);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(picture)).toBe(true);

    await provider.delete(file);
    expect((await fetch(file.url)).status).toBe(404);
  });
});

// The media library takes pictures, video, sound and PDF, recognised by their content. Strapi's own
// check (the upload plugin's `security`, utils/upload-provider.ts) refuses a file whose name,
// declared type or recognised content is of another kind, but lets through a file whose content it
// cannot recognise when its name says `.png`: a script so named would be stored. Here every file of
// a request must be recognised, by its magic bytes (file-type, the library Strapi itself uses), as
// one of the allowed types; otherwise the whole request is refused with 400 and nothing is stored.
import type { Context, Next } from 'koa';
import { UPLOAD_ALLOWED_TYPES } from '../utils/upload-provider';

interface UploadedFile {
  filepath?: string;
  originalFilename?: string | null;
}

type FileTypeModule = typeof import('file-type');

// file-type is an ES module, and this code is compiled to CommonJS, where TypeScript would turn
// import() into require(): the import is kept as the runtime's own.
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<FileTypeModule>;
let fileType: Promise<FileTypeModule> | undefined;

export const isAllowedUploadType = (mime: string | undefined) =>
  mime !== undefined &&
  UPLOAD_ALLOWED_TYPES.some((allowed) => (allowed.endsWith('/*') ? mime.startsWith(allowed.slice(0, -1)) : mime === allowed));

/** The type the file's content shows, or undefined when it is none file-type knows. */
export const detectUploadType = async (filepath: string) => {
  fileType ??= importEsm('file-type');
  return (await (await fileType).fileTypeFromFile(filepath))?.mime;
};

const filesOf = (files: unknown): UploadedFile[] =>
  files && typeof files === 'object' ? Object.values(files).flatMap((value) => (Array.isArray(value) ? value : [value])) : [];

export default () => async (ctx: Context, next: Next) => {
  const files = filesOf((ctx.request as { files?: unknown }).files).filter((file) => file?.filepath);
  for (const file of files) {
    const detected = await detectUploadType(file.filepath!);
    if (!isAllowedUploadType(detected)) {
      const name = file.originalFilename ?? 'the file';
      ctx.status = 400;
      ctx.body = {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: `"${name}" is not a picture, a video, a sound or a PDF${detected ? ` (its content is ${detected})` : ''}: the media library does not take it.`,
          details: { fileName: name, detectedType: detected ?? null },
        },
      };
      return;
    }
  }
  await next();
};

/** The media calls (calls.md 7.9), one module each. */

import { extMediaUpload } from './ext-upload.ts';
import { mediaFiles } from './files.ts';
import { removeMedia } from './remove.ts';
import { uploadMedia } from './upload.ts';

export type { MediaFilesInput } from './files.ts';
export { extMediaUpload, mediaFiles, removeMedia, uploadMedia };

export const mediaCalls = { uploadMedia, mediaFiles, removeMedia, extMediaUpload };

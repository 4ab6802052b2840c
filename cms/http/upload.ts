/**
 * Reads a multipart upload with multer (memory storage, one file in the part `file`, UTF-8 file
 * names) inside a handler, so permission and CSRF are checked before any byte is buffered.
 * multer's errors become the API's typed errors: too large -> 413 naming the limit (at the field
 * `file`), wrong parts or a body busboy
 * cannot parse -> 400; a system error stays a 500.
 */
import type { Request, Response } from 'express';
import multer from 'multer';
import { BadRequestError, PayloadTooLargeError } from '../errors';
import { fileTooLarge } from './uploadMessages';

export const uploadMessages = {
  unexpectedPart: 'Only one file, in the part named "file", is accepted.',
  badUpload: 'The upload could not be read.',
} as const;

/** The limit as editors read it: whole megabytes ('höchstens 10 MB'). */
export const megabytes = (bytes: number) => Math.max(1, Math.round(bytes / (1024 * 1024)));

export interface UploadLimits {
  maxBytes: number;
  /** text fields beside the file (alt texts, captions) */
  fields?: number;
  fieldSize?: number;
  /**
   * Editors' uploads: a file over the limit is refused naming it, in this language ('höchstens 10 MB';
   * the admin API answers English, the admin translates it). Without: the generic 413 message.
   */
  locale?: 'de' | 'en';
}

export function receiveUpload(req: Request, res: Response, { maxBytes, fields = 20, fieldSize = 64 * 1024, locale }: UploadLimits): Promise<void> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields, fieldSize, parts: fields + 10 },
    defParamCharset: 'utf8',
  }).single('file');
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (!err) return resolve();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          if (!locale) return reject(new PayloadTooLargeError());
          const message = fileTooLarge[locale](megabytes(maxBytes));
          return reject(new PayloadTooLargeError(message, { file: [message] }));
        }
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return reject(new BadRequestError(uploadMessages.unexpectedPart));
        return reject(new BadRequestError(`${uploadMessages.badUpload} (${err.message})`));
      }
      // busboy's parse errors (no boundary, truncated body) are the sender's fault; system errors are ours
      const systemError = typeof (err as { errno?: unknown }).errno === 'number';
      reject(!systemError && !(err as { status?: number }).status ? new BadRequestError(uploadMessages.badUpload) : err);
    });
  });
}

import { z } from 'zod';
import { STORED_NAME_PATTERN } from '@/lib/files/upload-url';
import { notFoundIssue } from './issue';

// A stored file name in /uploads/<name> and /download/<name>: anything else is simply not there.
export const storedNameSchema = z.string({ error: notFoundIssue('file') }).regex(STORED_NAME_PATTERN, { error: notFoundIssue('file') });

/** The form fields of POST /upload that may carry the file: `file`, or `image` for group avatars. */
export const UPLOAD_FILE_FIELDS = ['file', 'image'] as const;

import { publicRoute } from '@/lib/api/handler';
import { serveUpload } from '@/lib/files/serve-upload';
import { storedNameSchema } from '@/lib/validations/upload';

export const GET = publicRoute({}, async ({ params }) =>
  serveUpload({ name: storedNameSchema.parse(params.name), disposition: 'attachment', range: null }),
);

import { publicRoute } from '@/lib/api/handler';
import { login } from '@/lib/auth/login';
import { loginSchema } from '@/lib/validations/auth';

export const POST = publicRoute({ body: loginSchema }, ({ body, ip }) => login({ ...body, ip }));

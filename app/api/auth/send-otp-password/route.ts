export { POST } from '../forgot-password/route';

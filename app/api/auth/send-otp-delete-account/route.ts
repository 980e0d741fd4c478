import { ownAddressOtpRoute } from '@/lib/auth/own-address-otp-route';

export const POST = ownAddressOtpRoute('delete-account');

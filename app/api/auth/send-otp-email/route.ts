import { ownAddressOtpRoute } from '@/lib/api/own-address-otp-route';

export const POST = ownAddressOtpRoute('email-old');

import { RouteGuard } from '@/components/ui/route-guard';

/** Guests only: a visitor with a stored token goes to /chat. */
export default function GuestLayout({ children }: { children: React.ReactNode }) {
  return (
    <RouteGuard only="guest" redirectTo="/chat">
      {children}
    </RouteGuard>
  );
}

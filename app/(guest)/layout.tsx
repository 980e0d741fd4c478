import { QueryProvider } from '@/components/providers/query-provider';
import { RouteGuard } from '@/components/ui/route-guard';

/** Guests only: a visitor with a stored token goes to /chat. The forms' calls are mutations. */
export default function GuestLayout({ children }: { children: React.ReactNode }) {
  return (
    <RouteGuard only="guest" redirectTo="/chat">
      <QueryProvider>{children}</QueryProvider>
    </RouteGuard>
  );
}

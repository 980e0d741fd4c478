import { CallProvider } from '@/components/call/call-provider';
import { AppProviders } from '@/components/providers/app-providers';
import { RouteGuard } from '@/components/ui/route-guard';

/** Signed-in users only: without a stored token, to /login. */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <RouteGuard only="user" redirectTo="/login">
      <AppProviders>
        <CallProvider>{children}</CallProvider>
      </AppProviders>
    </RouteGuard>
  );
}

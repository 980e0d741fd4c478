import { RootRedirect } from '@/components/auth/root-redirect';

export default function Home() {
  return <RootRedirect />;
}

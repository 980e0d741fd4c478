import Link from 'next/link';

/** "No account yet? Register" style footer line. */
export function AuthLink({ prompt, href, label }: { prompt?: string; href: string; label: string }) {
  return (
    <p>
      {prompt && <>{prompt} </>}
      <Link href={href}>{label}</Link>
    </p>
  );
}

import type { Person } from '@/lib/contract/answers';

/** The name a moderation screen shows for a person; `gone` for an account that no longer exists. */
export const personName = (person: Person | undefined, gone: string) => (person ? person.name || person.username : gone);

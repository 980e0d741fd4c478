// Usernames that look alike are one name: `оwner1` with a Cyrillic о, `ｏｗｎｅｒ１` in
// fullwidth letters and `Owner1` all read as `owner1`. A simple skeleton after UTS #39: NFKC
// (fullwidth and other compatibility forms to plain ones), the Cyrillic and Greek letters that
// look like Latin ones mapped to them, lower case. Kept unique in the database (usernameSkeleton).

const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic capitals
  А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', І: 'I', Ј: 'J', К: 'K', М: 'M', О: 'O', Р: 'P', Ѕ: 'S', Т: 'T', Х: 'X', У: 'Y', Ү: 'Y', Ԛ: 'Q', Ԝ: 'W',
  // Cyrillic small letters
  а: 'a', с: 'c', ԁ: 'd', е: 'e', һ: 'h', і: 'i', ј: 'j', ӏ: 'l', о: 'o', р: 'p', ԛ: 'q', ѕ: 's', ԝ: 'w', х: 'x', у: 'y', ү: 'y', ѵ: 'v',
  // Greek capitals
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  // Greek small letters
  α: 'a', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', υ: 'u', χ: 'x',
  // Latin look-alikes of Latin letters
  ı: 'i', ȷ: 'j',
};

export function usernameSkeleton(username: string): string {
  const mapped = [...username.normalize('NFKC')].map((c) => LOOK_ALIKES[c] ?? c).join('');
  return mapped.toLowerCase().normalize('NFKC');
}

/** Names nobody may register (nor any look-alike of them): they would pass for the site's own. */
const RESERVED = ['admin', 'administrator', 'support', 'root', 'system'];
const RESERVED_SKELETONS = new Set(RESERVED.map(usernameSkeleton));

export function isReservedUsername(username: string): boolean {
  return RESERVED_SKELETONS.has(usernameSkeleton(username));
}

// The seven reactions of SPEC.md section 4 (and API.md): thumbs up, heart, laughing, surprised,
// crying, angry, clapping.
export const REACTIONS = ['👍', '❤️', '😆', '😮', '😢', '😠', '👏'] as const;

export const REACTION_NAMES: Record<string, string> = {
  '👍': 'like',
  '❤️': 'love',
  '😆': 'haha',
  '😮': 'wow',
  '😢': 'sad',
  '😠': 'angry',
  '👏': 'clap',
};

/** Reactions grouped by emoji, in the order of the set, with whether the user is among them. */
export function groupReactions(reactions: { userId: string; emoji: string }[] | undefined, myId: string) {
  const groups = new Map<string, { emoji: string; count: number; mine: boolean }>();
  for (const reaction of reactions ?? []) {
    const group = groups.get(reaction.emoji) ?? { emoji: reaction.emoji, count: 0, mine: false };
    group.count += 1;
    group.mine ||= reaction.userId === myId;
    groups.set(reaction.emoji, group);
  }
  const order = (emoji: string) => {
    const index = (REACTIONS as readonly string[]).indexOf(emoji);
    return index === -1 ? REACTIONS.length : index;
  };
  return [...groups.values()].sort((a, b) => order(a.emoji) - order(b.emoji));
}

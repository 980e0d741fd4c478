export const idOf = (value: string | { _id?: string; id?: string } | null | undefined): string =>
  typeof value === 'string' ? value : (value?._id ?? value?.id ?? '');

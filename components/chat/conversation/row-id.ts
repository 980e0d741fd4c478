/** The DOM id of a message's row in the list (a jump looks for it to know the row is rendered). */
export const messageRowId = (messageId: string) => `msg-${messageId}`;

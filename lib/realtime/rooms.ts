export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;
/** The sockets of one signed-in client (one login's session id, shared by its tabs). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

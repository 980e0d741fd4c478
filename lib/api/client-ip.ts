/** Header server.ts sets from the socket (or the trusted proxy); a client cannot forge it. */
export const CLIENT_IP_HEADER = 'x-chat-client-ip';

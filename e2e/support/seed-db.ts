import { MongoClient, ObjectId } from 'mongodb';

// Straight into the test database (the stack's, set by global-setup.ts): thousands of messages,
// which the API (one request per message) would take minutes to send.

function mongoUri(): string {
  const uri = process.env.E2E_MONGO_URI;
  if (!uri) throw new Error('E2E_MONGO_URI is not set: run the specs through playwright.config.ts');
  return uri;
}

/**
 * `count` text messages in a chat, the oldest first, taking turns between `senders`, one second
 * apart and ending a minute ago; their ids, ascending the way the history pages them.
 */
export async function seedTextMessages(chatId: string, senders: string[], count: number, text: (n: number) => string): Promise<string[]> {
  const client = new MongoClient(mongoUri(), { retryWrites: false });
  await client.connect();
  try {
    const start = Date.now() - 60_000 - count * 1000;
    const docs = Array.from({ length: count }, (_, i) => {
      const createdAt = new Date(start + i * 1000);
      // One second apart: the id's time ascends with them; its other bytes (a fresh id's random
      // value and counter) keep it unique beside other specs seeding at the same time.
      const seconds = Math.floor(createdAt.getTime() / 1000).toString(16).padStart(8, '0');
      return {
        _id: new ObjectId(seconds + new ObjectId().toHexString().slice(8)),
        chatId: new ObjectId(chatId),
        sender: new ObjectId(senders[i % senders.length]),
        type: 'text',
        content: text(i + 1),
        fileUrl: '',
        fileName: '',
        fileType: '',
        fileSize: 0,
        stickerUrl: '',
        replyTo: null,
        isForwarded: false,
        forwardInfo: null,
        reactions: [],
        reactionsRev: 0,
        readBy: [],
        edited: false,
        deletedFor: [],
        system: null,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await client.db().collection('messages').insertMany(docs, { ordered: true });
    return docs.map((d) => d._id.toHexString());
  } finally {
    await client.close();
  }
}

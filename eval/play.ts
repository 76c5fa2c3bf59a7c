/**
 * Plays scripted conversations through the real endpoints of a real server, started on a fresh
 * embedded database with no model configured, as a signed-in student of each conversation's
 * profile, each turn with the whole history so far, exactly as the browser sends it.
 */
import { CHARACTERS, type CharacterId } from '../packages/shared/src/saga/characters.ts';
import { users, sessions } from '../apps/server/src/db/schema.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { createBenchDatabase } from '../bench/lib/database.ts';
import { startTuning } from '../bench/lib/server.ts';

export interface ScriptedConversation {
  id: string;
  character: CharacterId;
  furthestPage: number;
  profile: { fullName: string; collegeName: string };
  /** What the student says, turn by turn. */
  says: readonly string[];
}

export interface PlayedConversation {
  replies: string[];
  /** Round trip of each reply, in milliseconds. */
  times: number[];
}

export async function playConversations(
  conversations: readonly ScriptedConversation[],
): Promise<PlayedConversation[]> {
  const database = await createBenchDatabase('pglite');
  // The schema comes from a first start; students are then written while the server is down
  // (PGlite is opened by one process at a time).
  let server = await startTuning(database.env);
  await server.stop();
  const db = await database.open();
  const cookies = new Map<string, string>();
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (const [index, conversation] of conversations.entries()) {
    const [row] = await db.db
      .insert(users)
      .values({
        email: `eval${index}@gmail.com`,
        emailKey: `eval${index}@gmail.com`,
        fullName: conversation.profile.fullName,
        userName: `eval_${index}`,
        passwordHash: 'not-used',
        emailConfirmedAt: new Date(),
        collegeName: conversation.profile.collegeName,
      })
      .returning({ id: users.id });
    const token = newToken();
    await db.db.insert(sessions).values({ idHash: hashToken(token), userId: row!.id, expiresAt });
    cookies.set(conversation.id, `token=${token}`);
  }
  await db.close();
  server = await startTuning(database.env);

  const played: PlayedConversation[] = [];
  try {
    for (const conversation of conversations) {
      const character = CHARACTERS.find((entry) => entry.id === conversation.character)!;
      const history: Array<{
        id: number;
        sender: string;
        content: string;
        time: string;
        sig?: string;
      }> = [];
      const replies: string[] = [];
      const times: number[] = [];
      for (const [index, say] of conversation.says.entries()) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/${conversation.character}-response`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: cookies.get(conversation.id)!,
            origin: server.baseUrl,
          },
          body: JSON.stringify({
            message: say,
            conversationHistory: history,
            furthestPage: conversation.furthestPage,
          }),
        });
        times.push(performance.now() - started);
        if (!response.ok) {
          throw new Error(
            `${conversation.id} turn ${index}: ${response.status} ${await response.text()}`,
          );
        }
        const body = (await response.json()) as { response: string; sig?: string };
        const reply = body.response;
        replies.push(reply);
        // As the browser keeps it: the reply with the server's signature, sent back with the history.
        history.push(
          { id: history.length + 1, sender: 'You', content: say, time: '12:00' },
          {
            id: history.length + 2,
            sender: character.displayName,
            content: reply,
            time: '12:00',
            ...(body.sig ? { sig: body.sig } : {}),
          },
        );
      }
      played.push({ replies, times });
    }
  } finally {
    await server.stop();
    await database.dispose();
  }
  return played;
}

import type { OnlineUser } from '@tuning/shared/chat';

/** The net change since the last `takeChanges`: who came online and who went offline. */
export interface PresenceChanges {
  joined: OnlineUser[];
  left: OnlineUser[];
}

/** What one instance says of its own people, as of its change number `seq`. */
export interface InstancePeople {
  instance: string;
  seq: number;
  users: OnlineUser[];
}

interface Person {
  user: OnlineUser;
  /** The instances this person has a joined socket on. */
  instances: Set<string>;
}

/**
 * Who is online, by person, as one instance knows it: its own sockets counted exactly, the other
 * instances' people as they announced them (each announcement numbered by its instance, so a late
 * or repeated one changes nothing). Every change notes who it touched; `takeChanges` nets them out,
 * so someone who came and went between two deltas is in neither.
 */
export class PresenceView {
  private readonly people = new Map<string, Person>();
  private readonly socketsHere = new Map<string, number>();
  private readonly remotes = new Map<string, { seq: number; userIds: Set<string> }>();
  private readonly touched = new Map<string, { wasOnline: boolean; user: OnlineUser }>();

  readonly instance: string;

  constructor(instance: string) {
    this.instance = instance;
  }

  /** People online on every instance. */
  get online(): number {
    return this.people.size;
  }

  /** A socket here joined; true when it is the person's first socket here (peers must hear). */
  addSocket(user: OnlineUser): boolean {
    const sockets = this.socketsHere.get(user.userId) ?? 0;
    this.socketsHere.set(user.userId, sockets + 1);
    this.hold(this.instance, user);
    return sockets === 0;
  }

  /** A joined socket here left; the person when it was their last one here (peers must hear). */
  removeSocket(userId: string): OnlineUser | undefined {
    const sockets = this.socketsHere.get(userId) ?? 0;
    if (sockets > 1) {
      this.socketsHere.set(userId, sockets - 1);
      return undefined;
    }
    this.socketsHere.delete(userId);
    const user = this.people.get(userId)?.user;
    this.release(this.instance, userId);
    return user;
  }

  /** The people with a socket here, for a peer that asks. */
  localUsers(): OnlineUser[] {
    const users: OnlineUser[] = [];
    for (const userId of this.socketsHere.keys()) {
      const person = this.people.get(userId);
      if (person) users.push(person.user);
    }
    return users;
  }

  /** A peer announced one person coming (`present`) or going; numbers it has passed are ignored. */
  applyRemote(instance: string, seq: number, user: OnlineUser, present: boolean): void {
    if (instance === this.instance) return;
    const remote = this.remoteOf(instance);
    if (seq <= remote.seq) return;
    remote.seq = seq;
    if (present) {
      remote.userIds.add(user.userId);
      this.hold(instance, user);
    } else {
      remote.userIds.delete(user.userId);
      this.release(instance, user.userId);
    }
  }

  /** A peer's whole list: replaces what it announced before, unless an announcement is newer. */
  replaceRemote({ instance, seq, users }: InstancePeople): void {
    if (instance === this.instance) return;
    const remote = this.remoteOf(instance);
    if (seq < remote.seq) return;
    remote.seq = seq;
    const now = new Set(users.map((user) => user.userId));
    for (const userId of remote.userIds) {
      if (!now.has(userId)) this.release(instance, userId);
    }
    remote.userIds = now;
    for (const user of users) this.hold(instance, user);
  }

  /** A peer that is gone: its people are gone with it (unless they are also elsewhere). */
  dropRemote(instance: string): void {
    const remote = this.remotes.get(instance);
    if (!remote) return;
    for (const userId of remote.userIds) this.release(instance, userId);
    this.remotes.delete(instance);
  }

  remoteInstances(): string[] {
    return [...this.remotes.keys()];
  }

  /** The first `max` people, and whether that is everyone. */
  snapshot(max: number): { users: OnlineUser[]; complete: boolean } {
    const users: OnlineUser[] = [];
    for (const person of this.people.values()) {
      if (users.length === max) break;
      users.push(person.user);
    }
    return { users, complete: users.length === this.people.size };
  }

  /** People in order of user name, `size` after the cursor `after` (a user name). */
  page(after: string | undefined, size: number): { users: OnlineUser[]; next?: string } {
    const sorted = [...this.people.values()]
      .map((person) => person.user)
      .sort((a, b) => a.username.localeCompare(b.username) || a.userId.localeCompare(b.userId));
    const start =
      after === undefined ? 0 : sorted.findIndex((user) => user.username.localeCompare(after) > 0);
    const users = start < 0 ? [] : sorted.slice(start, start + size);
    const last = users.at(-1);
    return start >= 0 && start + size < sorted.length && last
      ? { users, next: last.username }
      : { users };
  }

  takeChanges(): PresenceChanges {
    const changes: PresenceChanges = { joined: [], left: [] };
    for (const [userId, { wasOnline, user }] of this.touched) {
      const person = this.people.get(userId);
      if (person && !wasOnline) changes.joined.push(person.user);
      else if (!person && wasOnline) changes.left.push(user);
    }
    this.touched.clear();
    return changes;
  }

  get hasChanges(): boolean {
    return this.touched.size > 0;
  }

  private remoteOf(instance: string) {
    let remote = this.remotes.get(instance);
    if (!remote) {
      remote = { seq: -1, userIds: new Set() };
      this.remotes.set(instance, remote);
    }
    return remote;
  }

  private hold(instance: string, user: OnlineUser): void {
    const person = this.people.get(user.userId);
    if (person) {
      person.user = user;
      person.instances.add(instance);
      return;
    }
    this.touch(user, false);
    this.people.set(user.userId, { user, instances: new Set([instance]) });
  }

  private release(instance: string, userId: string): void {
    const person = this.people.get(userId);
    if (!person?.instances.delete(instance) || person.instances.size > 0) return;
    this.touch(person.user, true);
    this.people.delete(userId);
  }

  private touch(user: OnlineUser, wasOnline: boolean): void {
    const earlier = this.touched.get(user.userId);
    this.touched.set(user.userId, { wasOnline: earlier?.wasOnline ?? wasOnline, user });
  }
}

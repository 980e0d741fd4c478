// What the call controller does with the server's call events (API.md): a ring, a relayed
// signal, someone leaving, and this socket dropping.
import { avatarSrc, chatAvatar, chatTitle } from '@/lib/client/chat/display';
import { relay } from './call-connect';
import type { CallCore } from './call-core';
import type { CallSocketHandlers, EndedPayload, IncomingPayload, SignalPayload } from './call-socket';
import { isActive } from './call-state';

const MAX_PENDING_SIGNALS = 200;

export function serverEventHandlers(core: CallCore): CallSocketHandlers {
  return {
    incoming: (payload) => onIncoming(core, payload),
    signal: (payload) => onSignal(core, payload),
    ended: (payload) => onEnded(core, payload),
    disconnect: () => onDisconnect(core),
  };
}

function onIncoming(core: CallCore, payload: IncomingPayload | undefined): void {
  const current = core.state;
  if (!payload?.chatId || payload.from === core.me.id) return;
  if (current.phase !== 'init') {
    // One call at a time: a second ring is declined at once (the caller sees no answer).
    if (current.chatId !== payload.chatId) core.tellEnded(payload.chatId);
    return;
  }
  const me = core.me.id;
  const chat = core.deps.findChat?.(payload.chatId);
  const isGroup = chat ? chat.type === 'group' : (payload.calleeIds?.length ?? 0) > 1;
  const callerName = payload.name || '';
  // what accepting needs, fetched while it rings
  core.loadPeers().catch(() => undefined);
  core.dispatch({
    type: 'incoming',
    chatId: payload.chatId,
    callerId: payload.from,
    isVideo: !!payload.isVideo,
    isGroup,
    title: (chat && chatTitle(chat, me)) || callerName,
    avatar: isGroup && chat ? chatAvatar(chat, me) : avatarSrc(payload.avatar),
    callerName: (chat?.nicknames?.[payload.from] as string | undefined) || callerName,
  });
}

function onSignal(core: CallCore, payload: SignalPayload | undefined): void {
  const current = core.state;
  if (!payload?.chatId || payload.chatId !== current.chatId || !payload.signal) return;
  if (current.phase === 'ringing') {
    // This user took the call in another tab: stop ringing here.
    if (payload.participants?.includes(core.me.id)) core.dispatch({ type: 'remote-ended' });
    return;
  }
  if (!isActive(current.phase)) return;
  const { mesh, pending } = core.session;
  if (!mesh) {
    if (current.isReceiver && core.session.chatId === payload.chatId && pending.length < MAX_PENDING_SIGNALS) pending.push(payload);
    return;
  }
  relay(core, mesh, payload);
  // The caller is in the call as soon as a signal comes back (someone accepted).
  if (!current.isReceiver && (current.phase === 'calling' || current.phase === 'connecting')) core.dispatch({ type: 'joined', now: core.clock.now() });
}

function onEnded(core: CallCore, payload: EndedPayload | undefined): void {
  const current = core.state;
  if (!payload?.chatId || payload.chatId !== current.chatId || !isActive(current.phase)) return;
  if (current.phase === 'ringing') {
    // The caller gave up, or the server took us out of the call (we lost the chat).
    if (payload.from === current.callerId || payload.from === core.me.id) core.finish({ type: 'remote-ended' }, false);
    return;
  }
  // The server ends a whole call `from` its caller: that is us when we called.
  if (payload.from === core.me.id) return core.finish({ type: 'remote-ended', declined: payload.reason === 'declined' }, false);
  const mesh = core.session.mesh;
  if (!mesh) {
    if (payload.from === current.callerId) core.finish({ type: 'remote-ended' }, false);
    return;
  }
  core.store.removeRemote(payload.from);
  // A caller leaving a bigger call and the end of the whole call look alike (both `from` the
  // caller): the call is over here when no connection is left (the others' closes follow).
  const had = mesh.handleLeft(payload.from);
  if ((had || payload.from === current.callerId) && mesh.size === 0 && isActive(core.state.phase)) core.finish({ type: 'remote-ended' }, true);
}

/** The server ends our part of a call when this socket drops. */
function onDisconnect(core: CallCore): void {
  const { phase } = core.state;
  if (isActive(phase) && phase !== 'ringing') core.fail('connection', undefined, false);
  else if (phase === 'ringing') core.finish({ type: 'remote-ended' }, false);
}

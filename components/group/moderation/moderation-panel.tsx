'use client';

import type { PanelContext } from '../panel-context';
import { BansList } from './bans-list';
import { InviteLinks } from './invite-links';
import { JoinRequests } from './join-requests';
import { ModerationLog } from './moderation-log';
import { ReportsList } from './reports-list';

/** What owner and admins moderate: who waits to join, what was reported, the links, the bans, the log. */
export function ModerationPanel({ ctx }: { ctx: PanelContext }) {
  if (!ctx.canManage) return null;
  return (
    <>
      <JoinRequests ctx={ctx} />
      <ReportsList ctx={ctx} />
      <InviteLinks ctx={ctx} />
      <BansList ctx={ctx} />
      <ModerationLog ctx={ctx} />
    </>
  );
}

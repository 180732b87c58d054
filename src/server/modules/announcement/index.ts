/**
 * Notice centre: announcements (the sys_announcement entity's generic CRUD with its
 * hooks, publish and revoke), the signed-in user's notices, and the realtime sockets.
 */
import type { FastifyInstance } from 'fastify';
import websocketRoutes from '../../notice/websocket-routes';
import { registerWorkflowAction } from '../../workflow/actions';
import {
  PUBLISH_ACTION,
  publishAnnouncement,
  REVOKE_ACTION,
  revokeAnnouncement,
} from './announcement-actions';
import { registerAnnouncementHooks } from './announcement-hooks';
import { registerMyAnnouncementHooks } from './my-announcement-hooks';
import releaseRoutes from './release-routes';
import userNoticeRoutes from './user-notice-routes';

export default async function announcementModule(app: FastifyInstance): Promise<void> {
  registerAnnouncementHooks(app);
  registerMyAnnouncementHooks(app);
  registerWorkflowAction(app, PUBLISH_ACTION, publishAnnouncement);
  registerWorkflowAction(app, REVOKE_ACTION, revokeAnnouncement);
  await app.register(websocketRoutes);
  await app.register(releaseRoutes);
  await app.register(userNoticeRoutes);
}

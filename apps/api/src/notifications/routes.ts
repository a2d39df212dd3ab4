import { signedIn } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { markReadResponseSchema, notificationsResponseSchema } from './schema.ts';
import { listNotifications, markNotificationsRead } from './service.ts';

const tag = 'Notifications';

export function notificationRoutes(deps: Deps): ApiRouter {
  return new ApiRouter(deps)
    .route(
      { method: 'get', path: '/notifications', summary: 'What waits for you: team invitations, newest first', tag, auth: 'required', response: notificationsResponseSchema },
      ({ user }) => listNotifications(deps, signedIn(user)),
    )
    .route(
      { method: 'post', path: '/notifications/read', summary: 'Marks every notification so far as read', tag, auth: 'required', response: markReadResponseSchema },
      ({ user }) => markNotificationsRead(deps, signedIn(user)),
    );
}

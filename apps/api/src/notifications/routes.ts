import { notificationContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { listNotifications, markNotificationsRead } from './service.ts';


export function notificationRoutes(deps: Deps): ApiRouter {
  return new ApiRouter(deps)
    .route(
      notificationContracts.list,
      ({ user }) => listNotifications(deps, user.id),
    )
    .route(
      notificationContracts.markRead,
      ({ user }) => markNotificationsRead(deps, user.id),
    );
}

import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { ZNotificationCounts, ZNotificationListQuery, ZNotificationPage, ZTodoList, ZTodoListQuery } from './notifications.ts';
import { ZIdParam } from './primitives.ts';

const tags = ['notifications'] as const;
const params = z.object({ id: ZIdParam });

/** The notification centre and the to-be-done list of the caller (issue 12); only their own rows, ever. */
export const notificationsApi = {
  counts: endpoint({
    method: 'GET',
    path: '/api/notifications/counts',
    access: 'member',
    summary: 'Unread notifications, open to-be-done items and unread messages of the caller (the header badges)',
    tags,
    response: ZNotificationCounts,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/notifications/list',
    access: 'member',
    summary: 'My notifications, newest first, keyset by id (`before`), in the request language',
    tags,
    query: ZNotificationListQuery,
    response: ZNotificationPage,
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/notifications/read/:id',
    access: 'member',
    summary: 'Mark one of my notifications read',
    tags,
    params,
    response: z.null(),
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'member',
    summary: 'Mark all my notifications read',
    tags,
    response: z.null(),
  }),
  todos: endpoint({
    method: 'GET',
    path: '/api/todo/list',
    access: 'member',
    summary: 'My to-be-done items, open first (`done` filters), in the request language',
    tags,
    query: ZTodoListQuery,
    response: ZTodoList,
  }),
  todoDone: endpoint({
    method: 'POST',
    path: '/api/todo/done/:id',
    access: 'member',
    summary: 'Tick one of my to-be-done items off (doneFlag)',
    tags,
    params,
    response: z.null(),
  }),
  todoReopen: endpoint({
    method: 'POST',
    path: '/api/todo/reopen/:id',
    access: 'member',
    summary: 'Put one of my to-be-done items back on the list',
    tags,
    params,
    response: z.null(),
  }),
};

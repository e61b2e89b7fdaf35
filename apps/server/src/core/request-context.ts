import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/** The request a service call runs for, so cross-cutting records (operation log) need no extra parameters. */
export const requestContext = new AsyncLocalStorage<FastifyRequest>();

export const currentRequest = (): FastifyRequest | undefined => requestContext.getStore();

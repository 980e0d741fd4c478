/**
 * The /chat page the service worker keeps for opening the app without the network. A URL of its
 * own (the page ignores the parameter): a precached URL answers from the cache even online, and
 * /chat itself must always come from the server (its language, its session, this build).
 */
export const OFFLINE_SHELL_URL = '/chat?offline-shell=1';

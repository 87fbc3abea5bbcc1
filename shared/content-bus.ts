// The name of a content change on its bus, for both sides of it: the cluster primary relays it
// (server/content/umbraco/relay.ts), the workers publish and hear it (webhooks.ts).

/** The cluster message type and the Redis channel of a content change: one name for both. */
export const CONTENT_CHANGED_MESSAGE = 'unilira:content-changed';

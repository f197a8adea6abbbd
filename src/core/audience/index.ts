/** Audience measurement, pure: traffic source, page kind, device class and the tracking payload (spec §3–4). */
export { BOT_USER_AGENT, type DeviceClass, deviceClassOf, isBotUserAgent } from './device.ts';
export { formTrackingData } from './form-tracking.ts';
export { PAGE_TYPES, type PageType, pageTypeOf, pathOf } from './page-type.ts';
export {
  EVENT_TYPES,
  type EventType,
  MAX_EVENTS_PER_BATCH,
  parseTrackingBody,
  type TrackingEvent,
  type TrackingEventInput,
  trackingBatchSchema,
  trackingEventSchema,
  WEB_VITALS,
  type WebVitalName,
} from './payload.ts';
export {
  classifyTrafficSource,
  normaliseUtm,
  referrerHost,
  TRAFFIC_SOURCES,
  type TrafficSourceInput,
} from './traffic-source.ts';

import { desc, eq } from 'drizzle-orm';
import type { TrackingEvent } from '../../schemas/orders.ts';
import type { Db } from '../db/client.ts';
import { logisticsEvents } from '../db/schema.ts';

/**
 * Where a parcel's journey comes from. The default is what the operator records; a carrier's tracking
 * API (Kuaidi100, SF Express, …) would implement the same call from the company and tracking number.
 */
export type LogisticsTracker = {
  eventsOf(order: { id: number; logisticsCompany: string | null; trackingNo: string | null }): Promise<TrackingEvent[]>;
};

/** The events recorded by the operator, newest first. */
export const recordedTracking = (db: Db): LogisticsTracker => ({
  async eventsOf(order) {
    const rows = await db
      .select()
      .from(logisticsEvents)
      .where(eq(logisticsEvents.orderId, order.id))
      .orderBy(desc(logisticsEvents.happenedAt), desc(logisticsEvents.id));
    return rows.map((row) => ({ happenedAt: row.happenedAt.toISOString(), location: row.location, description: row.description }));
  },
});

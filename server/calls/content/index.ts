/** What a call says: the routine assembled into words, and the outside data its blocks read. */
export * from './googleCalendar';
export * from './script';
export * from './sources';

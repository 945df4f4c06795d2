import { createContext, type RefObject } from 'react';
import type { AppNotification } from '../data/notifications';

export type ToastSink = (n: AppNotification) => void;

/**
 * Where the data layer's toasts go while the console is mounted: react-admin's notify. Empty on
 * the light front door, which shows them itself. A ref, so claiming it re-renders nothing.
 */
export const ToastSinkContext = createContext<RefObject<ToastSink | null> | null>(null);

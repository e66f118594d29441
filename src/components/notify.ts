/** Toasts (SPEC §8): one place that shows success, error and info messages. */
import { toast } from 'react-toastify';

export const notify = {
  success: (text: string) => toast.success(text),
  error: (text: string) => toast.error(text),
  info: (text: string) => toast.info(text),
};

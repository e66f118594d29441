/**
 * The app's one toast container (SPEC §8: at most 3, newest first, out of the way of the primary action
 * on a phone), with react-toastify and its styles: loaded by AppProviders once the first toast is asked
 * for (src/components/notify.ts queues it meanwhile), not with every page.
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import { useTheme } from '@mui/material/styles';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { toastContainerProps, useToastPosition } from '../components/notify';
import type { ColorMode } from '../state/colorMode';

export default function Toasts({ mode }: { mode: ColorMode }) {
  const position = useToastPosition();
  // react-toastify's light text (#757575) is 4.4:1 wherever its white shows the page through: the
  // theme's own text colour reads at full contrast in both modes (set once, as the CSS variables
  // the toasts read, so the container itself never re-renders for it).
  const text = useTheme().palette.text.primary;
  return (
    <>
      <GlobalStyles
        styles={{
          // :root:root outranks the stylesheet's own :root, which loads after this style.
          ':root:root': {
            '--toastify-text-color-light': text,
            '--toastify-text-color-dark': text,
          },
        }}
      />
      <ToastContainer {...toastContainerProps} position={position} theme={mode} />
    </>
  );
}

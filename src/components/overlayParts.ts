/** MUI's overlays, one chunk: what src/components/onDemand.tsx loads (the only place they are imported). */
/* eslint-disable no-restricted-imports -- the overlays' own chunk */
export { default as Dialog } from '@mui/material/Dialog';
export { default as Drawer } from '@mui/material/Drawer';

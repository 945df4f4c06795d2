// The icons the generated menus name, built by generators/vite-icons.ts (a Vite plugin).
declare module 'virtual:menu-icons' {
  import type { SvgIconComponent } from '@mui/icons-material';

  export const MENU_ICONS: Readonly<Record<string, SvgIconComponent>>;
}

/** The social preview's size: what Open Graph and Twitter's large card show best (1.91:1). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

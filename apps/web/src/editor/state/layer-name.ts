import { findComponent, type DesignComponent } from '@kitsmith/core';

/** A component as Layers, announcements and the canvas name it: its custom name, else its catalogue name. */
export const layerName = (component: DesignComponent) => component.customName?.trim() || findComponent(component.componentId)?.name || component.componentId;

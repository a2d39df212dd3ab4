// Its own module, free of zod: the home page's pricing cards show it, and the first visit's JavaScript
// must not carry the plan catalogue's schemas.
/** The badge the pricing cards show on the plan with `popular: true` (spec section 9). */
export const popularPlanBadge = 'Most Popular';

#ifndef CAIRO_BASELINE_H
#define CAIRO_BASELINE_H

/// The floor the 1,000-view frame is compared with: `count` rounded, bordered rectangles with a
/// one-line label each, drawn straight with Cairo and Pango on a new `width` × `height` point
/// surface at `scale`, the text laid out anew for each one. Returns 0 when it drew.
int cairo_baseline_draw_cards(int width, int height, double scale, int count);

#endif

#include "cairo_baseline.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

int cairo_baseline_draw_cards(int width, int height, double scale, int count) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(width * scale), (int)ceil(height * scale));
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    int columns = 25, rows = (count + columns - 1) / columns;
    double cellWidth = (double)width / columns, cellHeight = (double)height / rows;
    PangoFontDescription *font = pango_font_description_from_string("DejaVu Sans 6");
    char text[32];
    for (int index = 0; index < count; index++) {
        double x = (index % columns) * cellWidth + 1, y = (index / columns) * cellHeight + 1;
        double w = cellWidth - 2, h = cellHeight - 2;
        rounded_rect(cr, x, y, w, h, 4);
        cairo_set_source_rgb(cr, 0.9, 0.95, 1);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0, 0.48, 1);
        cairo_set_line_width(cr, 1);
        cairo_stroke(cr);
        PangoLayout *layout = pango_cairo_create_layout(cr);
        pango_layout_set_font_description(layout, font);
        snprintf(text, sizeof text, "%d", index);
        pango_layout_set_text(layout, text, -1);
        pango_layout_set_width(layout, (int)(w * PANGO_SCALE));
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_move_to(cr, x, y + h / 2 - 4);
        pango_cairo_show_layout(cr, layout);
        g_object_unref(layout);
    }
    pango_font_description_free(font);
    cairo_surface_flush(surface);
    int status = cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return status == CAIRO_STATUS_SUCCESS ? 0 : 1;
}

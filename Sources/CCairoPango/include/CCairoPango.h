#ifndef CCAIROPANGO_H
#define CCAIROPANGO_H

// The part of Cairo, Pango and fontconfig that Rendering uses, declared here and bound at run
// time: `ccp_load()` opens the libraries with dlopen the first time something is drawn, so a run
// that draws nothing never loads them (about thirty libraries, several milliseconds and megabytes
// at every launch). The constants and struct layouts are those of the libraries' stable ABIs;
// RenderingTests compiles a program against the real headers to check each of them.

#include <stddef.h>

// Only the table's fields and ccp_load() say whether they may be NULL; the pointers the library
// functions take and return keep C's meaning (any may be NULL).
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

typedef struct ccp_cairo *ccp_cairo_ref;
typedef struct ccp_surface *ccp_surface_ref;
typedef struct ccp_pattern *ccp_pattern_ref;
typedef struct ccp_font_options *ccp_font_options_ref;
typedef struct ccp_layout *ccp_layout_ref;
typedef struct ccp_context *ccp_context_ref;
typedef struct ccp_font_description *ccp_font_description_ref;
typedef struct ccp_attr_list *ccp_attr_list_ref;
typedef struct ccp_attribute *ccp_attribute_ref;
typedef struct ccp_fc_config *ccp_fc_config_ref;
typedef struct ccp_fc_pattern *ccp_fc_pattern_ref;

typedef int cairo_status_t;
typedef unsigned char FcChar8;
typedef int FcBool;
typedef int FcResult;

/// Pango's rectangle, in Pango units (PANGO_SCALE a point).
typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

/// Cairo's affine matrix (`cairo_matrix_t`): x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
typedef struct {
    double xx;
    double yx;
    double xy;
    double yy;
    double x0;
    double y0;
} ccp_matrix;

#define CAIRO_STATUS_SUCCESS 0
#define CAIRO_STATUS_READ_ERROR 10
#define CAIRO_STATUS_WRITE_ERROR 11
#define CAIRO_FORMAT_ARGB32 0
#define CAIRO_FORMAT_A8 2
#define CAIRO_FILTER_GOOD 1
#define CAIRO_ANTIALIAS_GRAY 2
#define CAIRO_HINT_STYLE_NONE 1
#define CAIRO_HINT_METRICS_OFF 1
#define PANGO_SCALE 1024
#define PANGO_STYLE_NORMAL 0
#define PANGO_STYLE_ITALIC 2
#define PANGO_ALIGN_LEFT 0
#define PANGO_ALIGN_CENTER 1
#define PANGO_ALIGN_RIGHT 2
#define PANGO_WRAP_WORD 0
#define PANGO_WRAP_CHAR 1
#define PANGO_WRAP_WORD_CHAR 2
#define PANGO_ELLIPSIZE_NONE 0
#define PANGO_ELLIPSIZE_START 1
#define PANGO_ELLIPSIZE_MIDDLE 2
#define PANGO_ELLIPSIZE_END 3
#define FcTrue 1
#define FcFalse 0
#define FcResultMatch 0
#define FcResultNoMatch 1
#define FcMatchPattern 0
#define FC_FAMILY "family"

typedef cairo_status_t (*ccp_write_func)(void *closure, const unsigned char *data, unsigned int length);
typedef cairo_status_t (*ccp_read_func)(void *closure, unsigned char *data, unsigned int length);

/// Every function Rendering calls, by its library's name, with its type: the table's fields
/// and the loader's look-ups are both written from this one list.
#define CCP_FUNCTIONS(F) \
    /* Cairo */ \
    F(ccp_surface_ref, cairo_image_surface_create, (int format, int width, int height)) \
    F(ccp_surface_ref, cairo_image_surface_create_from_png_stream, (ccp_read_func read, void *closure)) \
    F(cairo_status_t, cairo_surface_write_to_png_stream, (ccp_surface_ref surface, ccp_write_func write, void *closure)) \
    F(cairo_status_t, cairo_surface_status, (ccp_surface_ref surface)) \
    F(void, cairo_surface_destroy, (ccp_surface_ref surface)) \
    F(void, cairo_surface_flush, (ccp_surface_ref surface)) \
    F(void, cairo_surface_mark_dirty, (ccp_surface_ref surface)) \
    F(unsigned char *, cairo_image_surface_get_data, (ccp_surface_ref surface)) \
    F(int, cairo_image_surface_get_stride, (ccp_surface_ref surface)) \
    F(int, cairo_image_surface_get_width, (ccp_surface_ref surface)) \
    F(int, cairo_image_surface_get_height, (ccp_surface_ref surface)) \
    F(const char *, cairo_status_to_string, (cairo_status_t status)) \
    F(ccp_cairo_ref, cairo_create, (ccp_surface_ref target)) \
    F(cairo_status_t, cairo_status, (ccp_cairo_ref cr)) \
    F(void, cairo_destroy, (ccp_cairo_ref cr)) \
    F(ccp_surface_ref, cairo_get_target, (ccp_cairo_ref cr)) \
    F(void, cairo_save, (ccp_cairo_ref cr)) \
    F(void, cairo_restore, (ccp_cairo_ref cr)) \
    F(void, cairo_scale, (ccp_cairo_ref cr, double sx, double sy)) \
    F(void, cairo_translate, (ccp_cairo_ref cr, double tx, double ty)) \
    F(void, cairo_transform, (ccp_cairo_ref cr, const ccp_matrix *matrix)) \
    F(void, cairo_rectangle, (ccp_cairo_ref cr, double x, double y, double width, double height)) \
    F(void, cairo_clip, (ccp_cairo_ref cr)) \
    F(void, cairo_clip_extents, (ccp_cairo_ref cr, double *x1, double *y1, double *x2, double *y2)) \
    F(void, cairo_push_group, (ccp_cairo_ref cr)) \
    F(void, cairo_pop_group_to_source, (ccp_cairo_ref cr)) \
    F(void, cairo_paint, (ccp_cairo_ref cr)) \
    F(void, cairo_paint_with_alpha, (ccp_cairo_ref cr, double alpha)) \
    F(void, cairo_mask_surface, (ccp_cairo_ref cr, ccp_surface_ref surface, double surface_x, double surface_y)) \
    F(void, cairo_new_path, (ccp_cairo_ref cr)) \
    F(void, cairo_new_sub_path, (ccp_cairo_ref cr)) \
    F(void, cairo_close_path, (ccp_cairo_ref cr)) \
    F(void, cairo_move_to, (ccp_cairo_ref cr, double x, double y)) \
    F(void, cairo_line_to, (ccp_cairo_ref cr, double x, double y)) \
    F(void, cairo_curve_to, (ccp_cairo_ref cr, double x1, double y1, double x2, double y2, double x3, double y3)) \
    F(void, cairo_arc, (ccp_cairo_ref cr, double xc, double yc, double radius, double angle1, double angle2)) \
    F(void, cairo_arc_negative, (ccp_cairo_ref cr, double xc, double yc, double radius, double angle1, double angle2)) \
    F(void, cairo_fill, (ccp_cairo_ref cr)) \
    F(void, cairo_stroke, (ccp_cairo_ref cr)) \
    F(void, cairo_set_line_width, (ccp_cairo_ref cr, double width)) \
    F(void, cairo_set_dash, (ccp_cairo_ref cr, const double *dashes, int count, double offset)) \
    F(void, cairo_set_source_rgba, (ccp_cairo_ref cr, double red, double green, double blue, double alpha)) \
    F(void, cairo_set_source_surface, (ccp_cairo_ref cr, ccp_surface_ref surface, double x, double y)) \
    F(ccp_pattern_ref, cairo_get_source, (ccp_cairo_ref cr)) \
    F(void, cairo_pattern_set_filter, (ccp_pattern_ref pattern, int filter)) \
    F(ccp_font_options_ref, cairo_font_options_create, (void)) \
    F(void, cairo_font_options_destroy, (ccp_font_options_ref options)) \
    F(void, cairo_font_options_set_antialias, (ccp_font_options_ref options, int antialias)) \
    F(void, cairo_font_options_set_hint_style, (ccp_font_options_ref options, int style)) \
    F(void, cairo_font_options_set_hint_metrics, (ccp_font_options_ref options, int metrics)) \
    /* Pango */ \
    F(ccp_layout_ref, pango_cairo_create_layout, (ccp_cairo_ref cr)) \
    F(void, pango_cairo_show_layout, (ccp_cairo_ref cr, ccp_layout_ref layout)) \
    F(void, pango_cairo_context_set_font_options, (ccp_context_ref context, ccp_font_options_ref options)) \
    F(ccp_context_ref, pango_layout_get_context, (ccp_layout_ref layout)) \
    F(void, pango_layout_context_changed, (ccp_layout_ref layout)) \
    F(void, pango_layout_set_font_description, (ccp_layout_ref layout, ccp_font_description_ref description)) \
    F(void, pango_layout_set_text, (ccp_layout_ref layout, const char *text, int length)) \
    F(void, pango_layout_set_attributes, (ccp_layout_ref layout, ccp_attr_list_ref attributes)) \
    F(void, pango_layout_set_alignment, (ccp_layout_ref layout, int alignment)) \
    F(void, pango_layout_set_width, (ccp_layout_ref layout, int width)) \
    F(void, pango_layout_set_height, (ccp_layout_ref layout, int height)) \
    F(void, pango_layout_set_wrap, (ccp_layout_ref layout, int wrap)) \
    F(void, pango_layout_set_ellipsize, (ccp_layout_ref layout, int ellipsize)) \
    F(void, pango_layout_get_extents, (ccp_layout_ref layout, PangoRectangle *ink, PangoRectangle *logical)) \
    F(ccp_font_description_ref, pango_font_description_new, (void)) \
    F(void, pango_font_description_free, (ccp_font_description_ref description)) \
    F(void, pango_font_description_set_family, (ccp_font_description_ref description, const char *family)) \
    F(void, pango_font_description_set_absolute_size, (ccp_font_description_ref description, double size)) \
    F(void, pango_font_description_set_weight, (ccp_font_description_ref description, int weight)) \
    F(void, pango_font_description_set_style, (ccp_font_description_ref description, int style)) \
    F(ccp_attr_list_ref, pango_attr_list_new, (void)) \
    F(void, pango_attr_list_insert, (ccp_attr_list_ref list, ccp_attribute_ref attribute)) \
    F(void, pango_attr_list_unref, (ccp_attr_list_ref list)) \
    F(ccp_attribute_ref, pango_attr_font_features_new, (const char *features)) \
    F(void, g_object_unref, (void *object)) \
    /* fontconfig */ \
    F(ccp_fc_config_ref, FcConfigCreate, (void)) \
    F(void, FcConfigDestroy, (ccp_fc_config_ref config)) \
    F(FcBool, FcConfigParseAndLoadFromMemory, (ccp_fc_config_ref config, const FcChar8 *buffer, FcBool complain)) \
    F(FcBool, FcConfigBuildFonts, (ccp_fc_config_ref config)) \
    F(FcBool, FcConfigSetCurrent, (ccp_fc_config_ref config)) \
    F(FcBool, FcConfigSubstitute, (ccp_fc_config_ref config, ccp_fc_pattern_ref pattern, int kind)) \
    F(void, FcDefaultSubstitute, (ccp_fc_pattern_ref pattern)) \
    F(ccp_fc_pattern_ref, FcNameParse, (const FcChar8 *name)) \
    F(ccp_fc_pattern_ref, FcFontMatch, (ccp_fc_config_ref config, ccp_fc_pattern_ref pattern, FcResult *result)) \
    F(void, FcPatternDestroy, (ccp_fc_pattern_ref pattern)) \
    F(FcResult, FcPatternGetString, (ccp_fc_pattern_ref pattern, const char *object, int index, FcChar8 **value))

/// The functions, each set once `ccp_load()` has succeeded.
typedef struct {
#define CCP_FIELD(result, name, parameters) result (* _Nonnull name) parameters;
    CCP_FUNCTIONS(CCP_FIELD)
#undef CCP_FIELD
} ccp_api;

/// The functions, bound on the first call (later calls return the same table); NULL when a
/// library or a function cannot be found, with the loader's words in `*error`.
const ccp_api *_Nullable ccp_load(const char *_Nullable *_Nullable error);

/// Calls `visit` with the path of every loaded library that decides how text is measured (Pango,
/// HarfBuzz, FreeType, fontconfig, FriBidi, Cairo), as the dynamic loader opened it.
void ccp_visit_text_libraries(void (*_Nonnull visit)(const char *_Nonnull path, void *_Nullable context), void *_Nullable context);

#pragma clang diagnostic pop

#endif

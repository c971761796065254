#include "CCairoPango.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// The libraries by their run-time names (Debian's libcairo2, libpango-1.0-0,
// libpangocairo-1.0-0, libfontconfig1, libglib2.0-0).
static const char *const libraries[] = {
    "libcairo.so.2", "libpango-1.0.so.0", "libpangocairo-1.0.so.0", "libfontconfig.so.1", "libgobject-2.0.so.0",
};
enum { library_count = sizeof(libraries) / sizeof(libraries[0]) };

static ccp_api api;
static char failure[512];
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *find(void *const handles[], const char *name) {
    for (int index = 0; index < library_count; index++) {
        void *symbol = dlsym(handles[index], name);
        if (symbol) return symbol;
    }
    snprintf(failure, sizeof failure, "no function %s in %s", name, "Cairo, Pango, fontconfig or GObject");
    return NULL;
}

static void load(void) {
    void *handles[library_count];
    for (int index = 0; index < library_count; index++) {
        handles[index] = dlopen(libraries[index], RTLD_NOW | RTLD_LOCAL);
        if (!handles[index]) {
            const char *reason = dlerror();
            snprintf(failure, sizeof failure, "%s", reason ? reason : libraries[index]);
            return;
        }
    }
    // Each field gets the library function of the same name; its type is the field's, which the
    // header spells as the library's documentation does.
#define BIND(name) \
    do { \
        void *symbol = find(handles, #name); \
        if (!symbol) return; \
        memcpy(&api.name, &symbol, sizeof symbol); \
    } while (0)
    BIND(cairo_image_surface_create); BIND(cairo_image_surface_create_from_png_stream); BIND(cairo_surface_write_to_png_stream);
    BIND(cairo_surface_status); BIND(cairo_surface_destroy); BIND(cairo_surface_flush); BIND(cairo_surface_mark_dirty);
    BIND(cairo_image_surface_get_data); BIND(cairo_image_surface_get_stride); BIND(cairo_image_surface_get_width);
    BIND(cairo_image_surface_get_height); BIND(cairo_status_to_string); BIND(cairo_create); BIND(cairo_status);
    BIND(cairo_destroy); BIND(cairo_get_target); BIND(cairo_save); BIND(cairo_restore); BIND(cairo_scale);
    BIND(cairo_translate); BIND(cairo_rectangle); BIND(cairo_clip); BIND(cairo_clip_extents); BIND(cairo_push_group);
    BIND(cairo_pop_group_to_source); BIND(cairo_paint); BIND(cairo_paint_with_alpha); BIND(cairo_new_path);
    BIND(cairo_new_sub_path); BIND(cairo_close_path); BIND(cairo_move_to); BIND(cairo_line_to); BIND(cairo_curve_to);
    BIND(cairo_arc); BIND(cairo_arc_negative); BIND(cairo_fill); BIND(cairo_stroke); BIND(cairo_set_line_width);
    BIND(cairo_set_dash); BIND(cairo_set_source_rgba); BIND(cairo_set_source_surface); BIND(cairo_get_source);
    BIND(cairo_pattern_set_filter); BIND(cairo_font_options_create); BIND(cairo_font_options_destroy);
    BIND(cairo_font_options_set_antialias); BIND(cairo_font_options_set_hint_style); BIND(cairo_font_options_set_hint_metrics);
    BIND(pango_cairo_create_layout); BIND(pango_cairo_show_layout); BIND(pango_cairo_context_set_font_options);
    BIND(pango_layout_get_context); BIND(pango_layout_context_changed); BIND(pango_layout_set_font_description);
    BIND(pango_layout_set_text); BIND(pango_layout_set_attributes); BIND(pango_layout_set_alignment);
    BIND(pango_layout_set_width); BIND(pango_layout_set_height); BIND(pango_layout_set_wrap); BIND(pango_layout_set_ellipsize);
    BIND(pango_layout_get_extents); BIND(pango_font_description_new); BIND(pango_font_description_free);
    BIND(pango_font_description_set_family); BIND(pango_font_description_set_absolute_size);
    BIND(pango_font_description_set_weight); BIND(pango_font_description_set_style); BIND(pango_attr_list_new);
    BIND(pango_attr_list_insert); BIND(pango_attr_list_unref); BIND(pango_attr_font_features_new); BIND(g_object_unref);
    BIND(FcConfigCreate); BIND(FcConfigDestroy); BIND(FcConfigParseAndLoadFromMemory); BIND(FcConfigBuildFonts);
    BIND(FcConfigSetCurrent); BIND(FcConfigSubstitute); BIND(FcDefaultSubstitute); BIND(FcNameParse); BIND(FcFontMatch);
    BIND(FcPatternDestroy); BIND(FcPatternGetString);
#undef BIND
    loaded = 1;
}

const ccp_api *ccp_load(const char **error) {
    pthread_once(&once, load);
    if (loaded) return &api;
    if (error) *error = failure;
    return NULL;
}

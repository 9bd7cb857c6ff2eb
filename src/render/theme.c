/* theme.c — the built-in theme and its JSON loader (theme.h). The loader validates every field
 * into a local copy and copies it out only when the whole file is good; messages name the file,
 * line, JSON path and the bad value, like the structure loader. Never crashes on any input. */
#include "render/theme.h"

#include <assert.h>
#include <cjson/cJSON.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/jsonv.h"
#include "engine/text.h"

enum { FILE_MAX = 1 << 20 };

typedef enum field_kind { F_COLOUR, F_FONT, F_MS } field_kind_t;

typedef struct field {
    const char *section;
    const char *key;
    field_kind_t kind;
    size_t offset;
} field_t;

#define COL(k) {"colors", #k, F_COLOUR, offsetof(theme_t, k)}
#define FNT(k, m) {"fonts", k, F_FONT, offsetof(theme_t, m)}
#define MOT(k) {"motion", #k, F_MS, offsetof(theme_t, k)}
static const field_t FIELDS[] = {
    COL(background), COL(vignette), COL(rail), COL(rail_top), COL(pinline), COL(felt_centre),
    COL(felt_edge), COL(wordmark), COL(text), COL(text_dim), COL(accent), COL(danger),
    COL(plate), COL(panel), COL(panel_border), COL(button), COL(button_primary),
    COL(button_danger), COL(button_text), COL(marker_button), COL(marker_sb), COL(marker_bb),
    COL(winner), COL(card_face), COL(card_border), COL(card_red), COL(card_black),
    COL(card_blue), COL(card_green), COL(card_back), COL(card_back_line),
    COL(text_muted), COL(success), COL(prize), COL(shadow), COL(scrim), COL(dimmed),
    COL(privacy), COL(highlight), COL(chart_point), COL(chart_outline), COL(ledger_sb), COL(ledger_text),
    COL(info), COL(success_soft), COL(ink), COL(accent_bg),
    FNT("small", font_small), FNT("body", font_body), FNT("name", font_name),
    FNT("amount", font_amount), FNT("amount_large", font_amount_large),
    FNT("title", font_title), FNT("hero", font_hero),
    MOT(deal_ms), MOT(deal_gap_ms), MOT(bet_ms), MOT(collect_ms), MOT(flip_ms),
    MOT(flop_gap_ms), MOT(pot_ms), MOT(think_min_ms), MOT(think_max_ms), MOT(banner_ms),
};
#undef COL
#undef FNT
#undef MOT
enum { N_FIELDS = (int)(sizeof FIELDS / sizeof FIELDS[0]) };
static const char *const SECTIONS[] = {"colors", "fonts", "motion"};

void theme_default(theme_t *t)
{
    assert(t);
    memset(t, 0, sizeof *t);
    t->background = 0x0b1410ff;
    t->vignette = 0x000000b0;
    t->rail = 0x2a1a12ff;
    t->rail_top = 0x4a3020ff;
    t->pinline = 0xb08d57ff;
    t->felt_centre = 0x1d6a45ff;
    t->felt_edge = 0x124a30ff;
    t->wordmark = 0xffffff1a;
    t->text = 0xf2efe6ff;
    t->text_dim = 0xa9b3adff;
    t->accent = 0xe6b24aff;
    t->danger = 0xd9534fff;
    t->plate = 0x101820f0;
    t->panel = 0x0d1417d8;
    t->panel_border = 0xffffff1f;
    t->button = 0x2b3a42ff;
    t->button_primary = 0x2f7d4fff;
    t->button_danger = 0xa8322eff;
    t->button_text = 0xf2efe6ff;
    t->marker_button = 0xf7f5eeff;
    t->marker_sb = 0x3b6fd8ff;
    t->marker_bb = 0xe0a526ff;
    t->winner = 0xf4cf62ff;
    t->card_face = 0xfbfbf8ff;
    t->card_border = 0xc8c8c0ff;
    t->card_red = 0xc8102eff;
    t->card_black = 0x151515ff;
    t->card_blue = 0x1a5fd0ff;
    t->card_green = 0x1f8a3aff;
    t->card_back = 0x8e1620ff;
    t->card_back_line = 0xd8494fff;
    t->text_muted = 0xf2efe6a0;
    t->success = 0x7bc47fff;
    t->prize = 0x5cb85cff;
    t->shadow = 0x000000a0;
    t->scrim = 0x00000090;
    t->dimmed = 0x060c09b0;
    t->privacy = 0x050a08e0;
    t->highlight = 0xffffff0c;
    t->chart_point = 0xd8d4c8ff;
    t->chart_outline = 0x0b1a12ff;
    t->ledger_sb = 0x5aa9e6ff;
    t->ledger_text = 0x10151aff;
    t->info = 0x9fb8c8ff;
    t->success_soft = 0x9fd8b0ff;
    t->ink = 0x10140fff;
    t->accent_bg = 0x3a2e10f0;
    t->font_small = 13;
    t->font_body = 15;
    t->font_name = 16;
    t->font_amount = 20;
    t->font_amount_large = 22;
    t->font_title = 32;
    t->font_hero = 56;
    t->deal_ms = 160;
    t->deal_gap_ms = 70;
    t->bet_ms = 200;
    t->collect_ms = 300;
    t->flip_ms = 180;
    t->flop_gap_ms = 90;
    t->pot_ms = 500;
    t->think_min_ms = 500;
    t->think_max_ms = 1100;
    t->banner_ms = 1500;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static int parse_colour(const char *s, uint32_t *out)
{
    size_t n = strlen(s);
    if (s[0] != '#' || (n != 7 && n != 9))
        return -1;
    uint32_t v = 0;
    for (size_t i = 1; i < n; i++) {
        int h = hexval(s[i]);
        if (h < 0)
            return -1;
        v = v * 16 + (uint32_t)h;
    }
    *out = n == 7 ? (v << 8) | 0xff : v;
    return 0;
}

static int read_field(jv_t *L, const field_t *f, const cJSON *item, theme_t *t)
{
    char path[JV_PATH_LEN], got[JV_SHOW_LEN];
    snprintf(path, sizeof path, "%s.%s", f->section, f->key);
    char *dst = (char *)t + f->offset;
    switch (f->kind) {
    case F_COLOUR: {
        uint32_t c;
        if (!cJSON_IsString(item) || parse_colour(item->valuestring, &c) != 0)
            return jv_fail(L, path, "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got %s",
                        jv_show(L, path, item, got, sizeof got));
        memcpy(dst, &c, sizeof c);
        return 0;
    }
    case F_FONT: {
        if (!cJSON_IsNumber(item) || !(item->valuedouble >= 6 && item->valuedouble <= 200))
            return jv_fail(L, path, "expected a font size from 6 to 200, got %s",
                        jv_show(L, path, item, got, sizeof got));
        float v = (float)item->valuedouble;
        memcpy(dst, &v, sizeof v);
        return 0;
    }
    case F_MS: {
        int v = 0;
        if (jv_count(L, item, path, 0, 60000, "whole milliseconds from 0 to 60000", &v) < 0)
            return -1;
        memcpy(dst, &v, sizeof v);
        return 0;
    }
    }
    return -1;
}

int theme_load(const char *name, const char *text, size_t len, theme_t *out, char *err,
               size_t errlen)
{
    assert(name && (text || len == 0) && out);
    jv_t L;
    jv_init(&L, name, text ? text : "", len, err, err ? errlen : 0);
    theme_t t;
    theme_default(&t);
    char path[JV_PATH_LEN], got[JV_SHOW_LEN];
    cJSON *root = NULL;
    int rc = -1;
    if (jv_parse_object(&L, &root) < 0)
        goto end;
    const cJSON *sec;
    cJSON_ArrayForEach(sec, root)
    {
        const char *sk = sec->string ? sec->string : "";
        int known = 0;
        for (size_t i = 0; i < sizeof SECTIONS / sizeof SECTIONS[0]; i++)
            known |= !strcmp(sk, SECTIONS[i]);
        if (!known) {
            jv_fail(&L, sk, "expected a key among colors, fonts, motion, got unknown key \"%.40s\"",
                 sk);
            goto end;
        }
        if (!cJSON_IsObject(sec)) {
            jv_fail(&L, sk, "expected an object, got %s", jv_show(&L, sk, sec, got, sizeof got));
            goto end;
        }
        const cJSON *item;
        cJSON_ArrayForEach(item, sec)
        {
            const char *k = item->string ? item->string : "";
            const field_t *f = NULL;
            for (int i = 0; i < N_FIELDS; i++)
                if (!strcmp(FIELDS[i].section, sk) && !strcmp(FIELDS[i].key, k))
                    f = &FIELDS[i];
            snprintf(path, sizeof path, "%s.%s", sk, k);
            if (!f) {
                jv_fail(&L, path, "expected a known %s key (see assets/theme.json), got unknown "
                     "key \"%.40s\"", sk, k);
                goto end;
            }
            if (read_field(&L, f, item, &t) != 0)
                goto end;
        }
    }
    if (t.think_max_ms < t.think_min_ms) {
        jv_fail(&L, "motion.think_max_ms", "expected at least motion.think_min_ms (%d), got %d",
             t.think_min_ms, t.think_max_ms);
        goto end;
    }
    *out = t;
    rc = 0;
end:
    cJSON_Delete(root);
    return rc;
}

int theme_load_file(const char *path, theme_t *out, char *err, size_t errlen)
{
    assert(path && out);
    if (!err)
        errlen = 0;
    size_t n = 0;
    char *buf = text_read_file(path, (size_t)FILE_MAX, "1 MiB", &n, err, errlen);
    if (!buf)
        return -1;
    int rc = theme_load(path, buf, n, out, err, errlen);
    free(buf);
    return rc;
}

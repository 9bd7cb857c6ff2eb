/* scene.h — the start screen's picture: a table seen from a player's chair with a hand in
 * progress, lit from above (scene.c). */
#ifndef FELT_SCENE_H
#define FELT_SCENE_H

#include "render/gfx.h"

/* Draw the scene over the whole window (after gfx_background); the table part is cached. */
void gfx_start_scene(gfx_t *g);

#endif

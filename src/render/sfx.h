/* sfx.h — the table's sounds, synthesised in code at start-up (44.1 kHz mono, no sample files)
 * and played through SDL_mixer with small pitch and volume variations drawn from a cosmetic
 * random stream of the given seed: stream id RNG_STREAM_COSMETIC * 1000 + SFX_RNG_STREAM_OFFSET
 * (4100; 4101 and 4102 for the noise and the variants), so sounds never move the deck or the bots.
 * Without an audio device everything still works, silently. */
#ifndef FELT_SFX_H
#define FELT_SFX_H

#include <stddef.h>
#include <stdint.h>

typedef enum sfx_id { SFX_DEAL, SFX_CHIPS, SFX_CHECK, SFX_FOLD, SFX_ALLIN, SFX_WIN, SFX_TURN,
                      SFX_LEVEL, SFX_COUNT } sfx_id_t;

enum { SFX_RATE = 44100, SFX_VARIANTS = 4, SFX_MAX_SAMPLES = SFX_RATE * 2,
       SFX_RNG_STREAM_OFFSET = 100 };

typedef struct sfx sfx_t;

/* Open the mixer and synthesise every sound. Never NULL unless out of memory: with no audio
 * device it returns a silent sfx_t (sfx_available 0) and says why in err (shown once). */
sfx_t *sfx_create(uint64_t seed, char *err, size_t errlen);
int sfx_available(const sfx_t *s);
void sfx_play(sfx_t *s, sfx_id_t id);
void sfx_set_volume(sfx_t *s, float v); /* 0..1 */
void sfx_set_muted(sfx_t *s, int muted);
void sfx_destroy(sfx_t *s);

/* Synthesise sound id with the variation drawn for `seed` (seed 0: no variation) into
 * out[0..max_samples) as 16-bit mono at SFX_RATE. Returns the number of samples written
 * (the sound's full length, or max_samples if shorter), or -1 for a bad id. Pure: no SDL. */
int sfx_render(sfx_id_t id, uint64_t seed, int16_t *out, int max_samples);
/* Length in samples of sound id at no variation. */
int sfx_length(sfx_id_t id);
const char *sfx_name(sfx_id_t id);

#endif

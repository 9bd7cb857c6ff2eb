/* sfx.c — sounds synthesised in code (sfx.h): filtered noise, decaying sines, triangle
 * arpeggios and bells, rendered at start-up into 16-bit PCM and handed to SDL_mixer as in-memory
 * WAVs (so the mixer converts them to whatever the device opened at). Variations come from a
 * cosmetic random stream and never touch the game's streams. No audio device: silent, not dead. */
#include "render/sfx.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rng.h"

#define PI_F 3.14159265358979f
#define SFX_STREAM ((uint64_t)RNG_STREAM_COSMETIC * 1000u + SFX_RNG_STREAM_OFFSET)

/* Lengths in milliseconds at no variation. */
static const int LENGTH_MS[SFX_COUNT] = {32, 40, 190, 130, 345, 560, 420, 1150};
static const char *const NAMES[SFX_COUNT] = {"deal", "chips", "check", "fold",
                                             "all-in", "win", "turn", "level"};
/* Peak level each sound is normalised to (0..1 of full scale): a mix that sits together. */
static const float PEAK[SFX_COUNT] = {0.42f, 0.5f, 0.6f, 0.32f, 0.5f, 0.38f, 0.36f, 0.38f};

const char *sfx_name(sfx_id_t id)
{
    return (unsigned)id < SFX_COUNT ? NAMES[id] : "?";
}

int sfx_length(sfx_id_t id)
{
    return (unsigned)id < SFX_COUNT ? LENGTH_MS[id] * SFX_RATE / 1000 : 0;
}

/* ---- synthesis building blocks (float buffers at SFX_RATE) ---- */

typedef struct biquad { float b0, b1, b2, a1, a2, z1, z2; } biquad_t;

static void bq_bandpass(biquad_t *f, float centre, float q)
{
    float w = 2 * PI_F * centre / SFX_RATE, al = sinf(w) / (2 * q), a0 = 1 + al;
    f->b0 = al / a0;
    f->b1 = 0;
    f->b2 = -al / a0;
    f->a1 = -2 * cosf(w) / a0;
    f->a2 = (1 - al) / a0;
    f->z1 = f->z2 = 0;
}

/* Sets the coefficients only, so a sweep can call it every sample; the state starts zeroed by
 * the caller. */
static void bq_lowpass(biquad_t *f, float cut, float q)
{
    float w = 2 * PI_F * cut / SFX_RATE, al = sinf(w) / (2 * q), c = cosf(w), a0 = 1 + al;
    f->b0 = (1 - c) * 0.5f / a0;
    f->b1 = (1 - c) / a0;
    f->b2 = (1 - c) * 0.5f / a0;
    f->a1 = -2 * c / a0;
    f->a2 = (1 - al) / a0;
}

static inline float bq_run(biquad_t *f, float x)
{
    float y = f->b0 * x + f->z1;
    f->z1 = f->b1 * x - f->a1 * y + f->z2;
    f->z2 = f->b2 * x - f->a2 * y;
    return y;
}

static inline float noise(rng_t *r)
{
    return (float)(rng_next32(r) >> 8) / 8388608.0f - 1.0f;
}

/* A chip click: three decaying partials near 2.8, 3.9, 5.1 kHz and a tick of noise. */
static void add_chip(float *buf, int n, int at, float pitch, float gain, rng_t *r)
{
    static const float F[3] = {2800, 3900, 5100}, A[3] = {1.0f, 0.7f, 0.45f},
                       T[3] = {0.011f, 0.008f, 0.006f};
    float ph[3] = {noise(r) * PI_F, noise(r) * PI_F, noise(r) * PI_F};
    int len = SFX_RATE * 40 / 1000;
    biquad_t bp = {0, 0, 0, 0, 0, 0, 0};
    bq_bandpass(&bp, 4200 * pitch, 1.2f);
    for (int i = 0; i < len && at + i < n; i++) {
        if (at + i < 0)
            continue;
        float t = (float)i / SFX_RATE, v = 0;
        for (int k = 0; k < 3; k++)
            v += A[k] * expf(-t / T[k]) * sinf(2 * PI_F * F[k] * pitch * t + ph[k]);
        v += 0.5f * bq_run(&bp, noise(r)) * expf(-t / 0.002f);
        float attack = fminf(1, (float)i / 12.0f);
        buf[at + i] += gain * v * attack;
    }
}

static void add_knock(float *buf, int n, int at, float pitch, float gain, rng_t *r)
{
    int len = SFX_RATE * 90 / 1000;
    biquad_t lp = {0, 0, 0, 0, 0, 0, 0}; /* bq_lowpass sets coefficients only */
    bq_lowpass(&lp, 1400, 0.7f);
    float ph = 0;
    for (int i = 0; i < len && at + i < n; i++) {
        float t = (float)i / SFX_RATE;
        float f = 120 * pitch * (1 + 0.6f * expf(-t / 0.01f)); /* the thump drops in pitch */
        ph += 2 * PI_F * f / SFX_RATE;
        float v = sinf(ph) * expf(-t / 0.028f);
        if (t < 0.02f)
            v += 0.55f * bq_run(&lp, noise(r)) * expf(-t / 0.005f);
        float attack = fminf(1, (float)i / 20.0f);
        buf[at + i] += gain * v * attack;
    }
}

static inline float tri(float ph)
{
    float x = ph / (2 * PI_F);
    x -= floorf(x);
    return 4 * fabsf(x - 0.5f) - 1;
}

static void add_tone(float *buf, int n, int at, float freq, float dur, float tau, float gain,
                     int triangle)
{
    int len = (int)(dur * SFX_RATE);
    for (int i = 0; i < len && at + i < n; i++) {
        float t = (float)i / SFX_RATE, ph = 2 * PI_F * freq * t;
        float env = fminf(1, t / 0.004f) * expf(-t / tau);
        float v = triangle ? tri(ph) : sinf(ph) + 0.25f * sinf(2 * ph) * expf(-t / (tau * 0.4f));
        /* release at the very end so nothing clicks */
        float rel = fminf(1, (float)(len - i) / (0.01f * SFX_RATE));
        buf[at + i] += gain * v * env * rel;
    }
}

static void add_bell(float *buf, int n, int at, float freq, float gain)
{
    static const float R[4] = {1.0f, 2.76f, 5.40f, 8.93f}, A[4] = {1.0f, 0.5f, 0.25f, 0.12f},
                       T[4] = {0.45f, 0.22f, 0.1f, 0.05f};
    int len = (int)(0.75f * SFX_RATE);
    for (int i = 0; i < len && at + i < n; i++) {
        float t = (float)i / SFX_RATE, v = 0;
        for (int k = 0; k < 4; k++)
            v += A[k] * expf(-t / T[k]) * sinf(2 * PI_F * freq * R[k] * t);
        float rel = fminf(1, (float)(len - i) / (0.02f * SFX_RATE));
        buf[at + i] += gain * v * fminf(1, t / 0.002f) * rel;
    }
}

int sfx_render(sfx_id_t id, uint64_t seed, int16_t *out, int max_samples)
{
    if ((unsigned)id >= SFX_COUNT || max_samples < 0 || (!out && max_samples > 0))
        return -1;
    float pitch = 1, vol = 1;
    rng_t var;
    rng_init(&var, seed, SFX_STREAM);
    if (seed != 0) {
        pitch = 1 + ((float)rng_below(&var, 10001) / 10000.0f - 0.5f) * 0.06f; /* +-3% */
        vol = 0.86f + 0.14f * (float)rng_below(&var, 1001) / 1000.0f;
    }
    int n = (int)((float)sfx_length(id) / (id == SFX_WIN || id == SFX_LEVEL || id == SFX_TURN
                                             ? pitch : 1.0f));
    if (n > SFX_MAX_SAMPLES)
        n = SFX_MAX_SAMPLES;
    float *buf = calloc((size_t)n + 1, sizeof(float));
    if (!buf)
        return -1;
    rng_t r; /* the noise itself: the same for every seed, so seed 0 still sounds right */
    rng_init(&r, seed ^ 0x51F0u, SFX_STREAM + 1);
    switch (id) {
    case SFX_DEAL: {
        biquad_t hp = {0, 0, 0, 0, 0, 0, 0}, lp = {0, 0, 0, 0, 0, 0, 0};
        bq_bandpass(&hp, 3600 * pitch, 0.9f);
        bq_lowpass(&lp, 6000, 0.7f);
        for (int i = 0; i < n; i++) {
            float t = (float)i / SFX_RATE;
            float env = fminf(1, t / 0.0012f) * expf(-t / 0.0065f);
            buf[i] = bq_run(&lp, bq_run(&hp, noise(&r))) * env;
        }
        break;
    }
    case SFX_CHIPS:
        add_chip(buf, n, 0, pitch, 1.0f, &r);
        add_chip(buf, n, (int)(0.012f * SFX_RATE), pitch * 1.03f, 0.55f, &r);
        break;
    case SFX_CHECK:
        add_knock(buf, n, 0, pitch, 1.0f, &r);
        add_knock(buf, n, (int)(0.09f * SFX_RATE), pitch * 0.97f, 0.85f, &r);
        break;
    case SFX_FOLD: {
        biquad_t lp = {0, 0, 0, 0, 0, 0, 0};
        for (int i = 0; i < n; i++) {
            float t = (float)i / SFX_RATE, u = t / 0.12f;
            float cut = 4200 * pitch * powf(300.0f / 4200.0f, fminf(u, 1));
            bq_lowpass(&lp, cut, 0.8f); /* coefficients glide, the state carries on */
            float env = fminf(1, t / 0.01f);
            env *= u < 0.7f ? 1 : fmaxf(0, 1 - (u - 0.7f) / 0.35f);
            buf[i] = bq_run(&lp, noise(&r)) * env;
        }
        break;
    }
    case SFX_ALLIN:
        for (int k = 0; k < 8; k++) {
            int at = (int)((0.3f * (float)k / 8 + 0.006f * noise(&r)) * SFX_RATE);
            float p = pitch * (1 + 0.03f * noise(&r));
            add_chip(buf, n, at < 0 ? 0 : at, p, 0.65f + 0.35f * (float)(k % 3) / 2, &r);
        }
        break;
    case SFX_WIN: {
        static const float NOTES[4] = {523.25f, 659.25f, 783.99f, 1046.5f};
        for (int k = 0; k < 4; k++)
            add_tone(buf, n, (int)(0.08f * SFX_RATE * (float)k / pitch), NOTES[k] * pitch,
                     k == 3 ? 0.32f : 0.2f, k == 3 ? 0.14f : 0.09f, 0.8f, 1);
        break;
    }
    case SFX_TURN:
        add_tone(buf, n, 0, 880 * pitch, 0.3f, 0.1f, 0.8f, 0);
        add_tone(buf, n, (int)(0.11f * SFX_RATE), 1320 * pitch, 0.3f, 0.12f, 0.7f, 0);
        break;
    case SFX_LEVEL: {
        static const float BELLS[3] = {659.25f, 830.61f, 987.77f};
        for (int k = 0; k < 3; k++)
            add_bell(buf, n, (int)(0.2f * SFX_RATE * (float)k), BELLS[k] * pitch, 1.0f);
        break;
    }
    default: break;
    }
    float peak = 1e-9f;
    for (int i = 0; i < n; i++) {
        if (!isfinite(buf[i]))
            buf[i] = 0; /* never hand the mixer a NaN, whatever a filter did */
        peak = fmaxf(peak, fabsf(buf[i]));
    }
    float k = PEAK[id] * vol * 32767.0f / peak;
    int w = n < max_samples ? n : max_samples;
    for (int i = 0; i < w; i++) {
        float v = buf[i] * k;
        out[i] = (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
    }
    free(buf);
    return w;
}

/* ---- playback ---- */

struct sfx {
    int available, muted, own_audio;
    float volume;
    rng_t rng;
    Mix_Chunk *chunks[SFX_COUNT][SFX_VARIANTS];
};

static Mix_Chunk *chunk_from_pcm(const int16_t *pcm, int n)
{
    size_t data = (size_t)n * 2, total = 44 + data;
    unsigned char *wav = malloc(total);
    if (!wav)
        return NULL;
    uint32_t rate = SFX_RATE, byte_rate = SFX_RATE * 2;
    memcpy(wav, "RIFF", 4);
    uint32_t v = (uint32_t)(total - 8);
    memcpy(wav + 4, &v, 4); /* little-endian hosts; SDL converts from the header otherwise */
    memcpy(wav + 8, "WAVEfmt ", 8);
    v = 16;
    memcpy(wav + 16, &v, 4);
    uint16_t fmt = 1, ch = 1, align = 2, bits = 16;
    memcpy(wav + 20, &fmt, 2);
    memcpy(wav + 22, &ch, 2);
    memcpy(wav + 24, &rate, 4);
    memcpy(wav + 28, &byte_rate, 4);
    memcpy(wav + 32, &align, 2);
    memcpy(wav + 34, &bits, 2);
    memcpy(wav + 36, "data", 4);
    v = (uint32_t)data;
    memcpy(wav + 40, &v, 4);
    memcpy(wav + 44, pcm, data);
    SDL_RWops *rw = SDL_RWFromConstMem(wav, (int)total);
    Mix_Chunk *c = rw ? Mix_LoadWAV_RW(rw, 1) : NULL;
    free(wav);
    return c;
}

sfx_t *sfx_create(uint64_t seed, char *err, size_t errlen)
{
    if (err && errlen)
        err[0] = '\0';
    sfx_t *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->volume = 0.8f;
    rng_init(&s->rng, seed, SFX_STREAM);
    if (!SDL_WasInit(SDL_INIT_AUDIO)) {
        if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
            if (err && errlen)
                snprintf(err, errlen, "sound is off: no audio (%s)", SDL_GetError());
            return s;
        }
        s->own_audio = 1;
    }
    if (Mix_OpenAudio(SFX_RATE, AUDIO_S16SYS, 2, 1024) != 0) {
        if (err && errlen)
            snprintf(err, errlen, "sound is off: cannot open an audio device (%s)", Mix_GetError());
        if (s->own_audio)
            SDL_QuitSubSystem(SDL_INIT_AUDIO);
        s->own_audio = 0;
        return s;
    }
    Mix_AllocateChannels(16);
    int16_t *pcm = malloc(sizeof(int16_t) * SFX_MAX_SAMPLES);
    if (pcm) {
        rng_t vr;
        rng_init(&vr, seed, SFX_STREAM + 2);
        for (int id = 0; id < SFX_COUNT; id++)
            for (int k = 0; k < SFX_VARIANTS; k++) {
                uint64_t vs = k == 0 ? 0 : (rng_next64(&vr) | 1);
                int n = sfx_render((sfx_id_t)id, vs, pcm, SFX_MAX_SAMPLES);
                if (n > 0)
                    s->chunks[id][k] = chunk_from_pcm(pcm, n);
            }
        free(pcm);
    }
    s->available = 1;
    return s;
}

int sfx_available(const sfx_t *s)
{
    return s && s->available;
}

void sfx_play(sfx_t *s, sfx_id_t id)
{
    if (!s || !s->available || s->muted || (unsigned)id >= SFX_COUNT)
        return;
    uint32_t k = rng_below(&s->rng, SFX_VARIANTS);
    Mix_Chunk *c = s->chunks[id][k] ? s->chunks[id][k] : s->chunks[id][0];
    if (!c)
        return;
    int ch = Mix_PlayChannel(-1, c, 0);
    if (ch >= 0) {
        float v = s->volume * (0.9f + 0.1f * (float)rng_below(&s->rng, 101) / 100.0f);
        Mix_Volume(ch, (int)(v * MIX_MAX_VOLUME + 0.5f));
    }
}

void sfx_set_volume(sfx_t *s, float v)
{
    if (s)
        s->volume = v < 0 ? 0 : v > 1 ? 1 : v;
}

void sfx_set_muted(sfx_t *s, int muted)
{
    if (!s)
        return;
    s->muted = muted != 0;
    if (s->muted && s->available)
        Mix_HaltChannel(-1);
}

void sfx_destroy(sfx_t *s)
{
    if (!s)
        return;
    if (s->available) {
        Mix_HaltChannel(-1);
        for (int id = 0; id < SFX_COUNT; id++)
            for (int k = 0; k < SFX_VARIANTS; k++)
                if (s->chunks[id][k])
                    Mix_FreeChunk(s->chunks[id][k]);
        Mix_CloseAudio();
    }
    if (s->own_audio)
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    free(s);
}

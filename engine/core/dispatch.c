/* dispatch.c - the public names of the hot unit's functions (hot_names.h),
 * each calling the copy of the unit this processor runs: a baseline x86-64
 * binary then runs anywhere and still uses AVX2, BMI2 and POPCNT where they
 * are (the issue a -march=native default had: a binary built on one
 * machine died of SIGILL on another, and valgrind could not run it). Both
 * copies are the same C, so every digest is the same on either. */
#include "internal.h"
#include "hot_names.h"

#include <stdatomic.h>
#include <string.h>

#if defined(SOW_DISPATCH)

enum { ISA_UNSET, ISA_BASE, ISA_AVX2 };
static _Atomic int isa = ISA_UNSET;

static int avx2_runs(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2")
        && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("sse4.2");
}

/* The copy in use, chosen when the program loads (isa_at_load), else on
 * first use (the choice is the same every time: a race between threads
 * picks it twice, alike). The choosing is out of line, so each public
 * call costs a load and two branches before it jumps to its copy (with
 * the processor test inline, 16 to 24 instructions: a frame saving the
 * arguments around it; a simulation makes about ten such calls a game). */
__attribute__((cold, noinline)) static int isa_pick(void)
{
    int i = avx2_runs() ? ISA_AVX2 : ISA_BASE;
    atomic_store_explicit(&isa, i, memory_order_relaxed);
    return i;
}

__attribute__((constructor)) static void isa_at_load(void)
{
    if (atomic_load_explicit(&isa, memory_order_relaxed) == ISA_UNSET) isa_pick();
}

static inline int isa_now(void)
{
    int i = atomic_load_explicit(&isa, memory_order_relaxed);
    return __builtin_expect(i != ISA_UNSET, 1) ? i : isa_pick();
}

const char *sow_isa(void) { return isa_now() == ISA_AVX2 ? "avx2" : "baseline"; }

int sow_isa_force(const char *name)
{
    int i;
    if (!name[0] || !strcmp(name, "auto")) i = avx2_runs() ? ISA_AVX2 : ISA_BASE;
    else if (!strcmp(name, "baseline")) i = ISA_BASE;
    else if (!strcmp(name, "avx2") && avx2_runs()) i = ISA_AVX2;
    else return -1;
    atomic_store_explicit(&isa, i, memory_order_relaxed);
    return 0;
}

#define DECLARE(name, ret, params, args) ret name##_base params; ret name##_avx2 params;
#define DECLARE_VOID(name, params, args) void name##_base params; void name##_avx2 params;
SOW_HOT_FUNCTIONS(DECLARE, DECLARE_VOID)

#define DEFINE(name, ret, params, args) \
    ret name params { return isa_now() == ISA_AVX2 ? name##_avx2 args : name##_base args; }
#define DEFINE_VOID(name, params, args) \
    void name params { if (isa_now() == ISA_AVX2) name##_avx2 args; else name##_base args; }
SOW_HOT_FUNCTIONS(DEFINE, DEFINE_VOID)

#else   /* one copy of the hot unit, under the public names */

#if defined(SOW_NATIVE_BUILD)
#define ONE_ISA "native"
#else
#define ONE_ISA "portable"
#endif

const char *sow_isa(void) { return ONE_ISA; }

int sow_isa_force(const char *name)
{
    return !name[0] || !strcmp(name, "auto") || !strcmp(name, ONE_ISA) ? 0 : -1;
}

#endif

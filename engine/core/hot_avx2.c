/* hot_avx2.c - the hot unit (hot.c) compiled for AVX2 processors (with
 * BMI1/2, POPCNT and FMA: CMakeLists.txt sets the flags, dispatch.c checks
 * the same features): the pdep move pick and the popcount instruction
 * instead of loops and calls. Built only with SOW_DISPATCH. */
#if defined(SOW_DISPATCH)
#define SOW_HOT_ISA avx2
#include "hot.c"
#else
typedef int sow_hot_avx2_unused;   /* ISO C: a translation unit declares something */
#endif

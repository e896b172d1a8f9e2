/* hot.c - the hot loop as one translation unit: a turn, a ply and its end
 * rules, the endless proof and a game played out, each still a file and a
 * concept of its own, compiled together so that they inline into each
 * other as a hand-written loop would, without link-time optimisation (the
 * way Lua's onelua.c and sqlite's amalgamation build). CMakeLists.txt
 * (SOW_HOT) leaves these files out of the library's own list.
 * With SOW_DISPATCH the unit is compiled twice, this file for baseline
 * x86-64 and hot_avx2.c for AVX2 processors, under names of their own
 * (hot_names.h); dispatch.c picks one when a game first needs it. */
#if defined(SOW_DISPATCH) && !defined(SOW_HOT_ISA)
#define SOW_HOT_ISA base
#endif
#include "hot_names.h"
#include "turn.c"
#include "game.c"
#include "endless.c"
#include "ply.c"
#include "line.c"
#include "setup.c"

/* hot.c - the hot loop as one translation unit: a turn, a ply and its end
 * rules, the endless proof and a game played out, each still a file and a
 * concept of its own, compiled together so that they inline into each
 * other as a hand-written loop would, without link-time optimisation (the
 * way Lua's onelua.c and sqlite's amalgamation build). CMakeLists.txt
 * (SOW_HOT) leaves these files out of the library's own list. */
#include "turn.c"
#include "game.c"
#include "endless.c"
#include "ply.c"
#include "line.c"
#include "setup.c"
